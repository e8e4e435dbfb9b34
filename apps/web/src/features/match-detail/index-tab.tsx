// The index (odds) tab: every bookmaker's opening and current prices for the chosen market with arrows for
// the movement, and a line chart of the selected bookmaker's history. Polls while the match is live.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchOdds } from './queries';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { BookmakerOdds, OddsQuote } from '../../data/sports/types';
import type { TabProps } from './tab-props';
import { OddsChart } from './odds-chart';
import styles from './odds.module.css';

type Market = 'eu' | 'asia' | 'bs';

/** The three numbers of a market quote, in column order. */
export function marketValues(q: OddsQuote, market: Market, sportId: number): number[] {
  if (market === 'eu') return sportId === 2 ? [q.eu.home, q.eu.away] : [q.eu.home, q.eu.draw, q.eu.away];
  if (market === 'asia') return [q.asia.home, q.asia.line, q.asia.away];
  return [q.bs.over, q.bs.line, q.bs.under];
}

function Cell({ now, before, line }: { now: number; before: number; line?: boolean }) {
  const dir = now > before ? 'up' : now < before ? 'down' : '';
  return (
    <td className={`${styles.cell} ${dir ? styles[dir] : ''} ${line ? styles.line : ''}`}>
      {line ? (now > 0 ? `+${now}` : String(now)) : now.toFixed(2)}
      {dir && !line && <span className={styles.arrow}>{dir === 'up' ? '▲' : '▼'}</span>}
    </td>
  );
}

/** The index tab. */
export default function IndexTab({ sportId, matchId }: TabProps) {
  const { t, i18n } = useTranslation('matchDetail');
  const zh = i18n.language.startsWith('zh');
  const [market, setMarket] = useState<Market>('eu');
  const q = useMatchOdds(sportId, matchId);
  const [selected, setSelected] = useState<number | null>(null);
  const book: BookmakerOdds | undefined = q.data?.find((b) => b.id === selected) ?? q.data?.[0];
  const heads = useMemo(
    () =>
      market === 'eu'
        ? sportId === 2
          ? [t('odds.home'), t('odds.away')]
          : [t('odds.home'), t('odds.draw'), t('odds.away')]
        : market === 'asia'
          ? [t('odds.home'), t('odds.handicap'), t('odds.away')]
          : [t('odds.over'), t('odds.total'), t('odds.under')],
    [market, sportId, t],
  );
  const chart = useMemo(() => {
    if (!book) return null;
    const labels = book.history.map((p) => (p.status === 1 ? t('odds.pre') : `${p.minute}'`));
    const colors = ['#1677ff', '#9aa1ad', '#f97316'];
    const values = book.history.map((p) => marketValues(p.quote, market, sportId));
    const lineIndex = market === 'eu' ? -1 : 1;
    const series = heads
      .map((name, i) => ({
        name,
        color: colors[heads.length === 2 && i === 1 ? 2 : i]!,
        data: values.map((v) => v[i]!),
      }))
      .filter((_, i) => i !== lineIndex);
    return { labels, series };
  }, [book, market, sportId, heads, t]);
  if (q.isLoading) return <LoadingRows rows={4} />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  if (q.data.length === 0) return <EmptyState />;
  return (
    <div data-testid="index-tab">
      <div className={styles.markets} role="tablist">
        {(['eu', 'asia', 'bs'] as Market[]).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === market}
            className={`${styles.market} ${m === market ? styles.marketOn : ''}`}
            onClick={() => setMarket(m)}
          >
            {t(`odds.${m}`)}
          </button>
        ))}
      </div>
      <section className={styles.card}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.bookCol}>{t('odds.bookmaker')}</th>
              <th />
              {heads.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {q.data.map((b) => {
              const open = marketValues(b.opening.quote, market, sportId);
              const now = marketValues(b.current.quote, market, sportId);
              const on = b.id === book?.id;
              return [
                <tr
                  key={`${b.id}-o`}
                  className={on ? styles.on : ''}
                  onClick={() => setSelected(b.id)}
                  data-testid="odds-row"
                >
                  <td rowSpan={2} className={styles.bookCol}>
                    {zh ? b.name_zh : b.name_en}
                  </td>
                  <td className={styles.kind}>{t('odds.opening')}</td>
                  {open.map((v, i) => (
                    <td key={i} className={`${styles.cell} ${styles.muted}`}>
                      {market !== 'eu' && i === 1 ? (v > 0 ? `+${v}` : v) : v.toFixed(2)}
                    </td>
                  ))}
                </tr>,
                <tr key={`${b.id}-c`} className={on ? styles.on : ''} onClick={() => setSelected(b.id)}>
                  <td className={styles.kind}>{t('odds.current')}</td>
                  {now.map((v, i) => (
                    <Cell key={i} now={v} before={open[i]!} line={market !== 'eu' && i === 1} />
                  ))}
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </section>
      {book && chart && (
        <section className={styles.card}>
          <h3 className={styles.cardTitle}>
            {t('odds.movement')} · {zh ? book.name_zh : book.name_en}
          </h3>
          <OddsChart labels={chart.labels} series={chart.series} />
        </section>
      )}
    </div>
  );
}
