/** The ten-thousand unit the Chinese display uses. */
const TEN_THOUSAND = 10_000;

/**
 * Shows large counts in units of ten thousand (spec section 9): 9999 -> "9999", 12345 -> "1.2万",
 * 100000 -> "10万". `digits` decimals are kept, trailing zeros dropped; rounding is downwards so a
 * count never looks bigger than it is. Non-finite input shows as "0".
 */
export function formatTenThousand(n: number, suffix = '万', digits = 1): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < TEN_THOUSAND) return sign + String(Math.floor(abs));
  const f = 10 ** digits;
  const value = Math.floor((abs / TEN_THOUSAND) * f) / f;
  return `${sign}${Number(value.toFixed(digits))}${suffix}`;
}
