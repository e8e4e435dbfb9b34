/** Money in the payout currency (CNY), as the interface language writes it (¥12.30). */
export function formatMoney(amount: number, lang: string, currency = 'CNY'): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** An epoch-seconds time as a short local date and time. */
export function formatTime(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(seconds * 1000));
}

/** A fresh id for one press of a money button (the server acts once per id). */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
