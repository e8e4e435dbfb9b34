/** An epoch-seconds expiry as a local date (2026-12-24). */
export function formatDate(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(seconds * 1000),
  );
}

/** A fresh id for one press of the buy button (the server buys once per id). */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
