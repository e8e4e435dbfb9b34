import { formatTenThousand } from '@tifo/sports';

/** Large counts: Chinese shows units of ten thousand (1.2万), Portuguese the compact form (12 mil). */
export function formatCount(n: number | undefined, lang: string): string {
  const value = Number(n ?? 0);
  if (lang === 'zh-CN') return formatTenThousand(value);
  if (!Number.isFinite(value)) return '0';
  return new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
