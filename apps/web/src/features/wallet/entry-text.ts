// What a trans-log line says: its kind, and a detail from the transfer's memo (gift, plan, order) when it has one.
import type { TFunction } from 'i18next';
import type { LedgerEntry } from './api';

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The detail of an entry from its memo, in the interface language where the memo carries both names. */
export function entryDetail(entry: LedgerEntry, t: TFunction<'wallet'>, lang: string): string {
  const m = entry.memo;
  const pt = lang.startsWith('pt');
  if (entry.kind === 'gift') {
    const name = text(pt ? (m.giftNamePt ?? m.giftName) : (m.giftNameZh ?? m.giftName));
    return name ? t('transLog.giftTo', { name, count: text(m.count) || 1 }) : '';
  }
  if (entry.kind === 'vip') return text(m.plan) ? t('transLog.plan', { plan: planName(text(m.plan)) }) : '';
  if (entry.kind === 'recharge' && text(m.orderNo)) return t('transLog.order', { no: text(m.orderNo) });
  return '';
}

/** A plan code as a short name (vip_month -> VIP 1M): the plan's own name lives in the VIP screens. */
function planName(code: string): string {
  const [level = '', term = ''] = code.split('_');
  const short: Record<string, string> = { month: '1M', quarter: '3M', year: '12M' };
  return `${level.toUpperCase()} ${Object.hasOwn(short, term) ? short[term] : term}`.trim();
}
