/** Parses a query string ("?a=1&b=2" or "a=1&b=2") into key=value pairs; later keys win, values are decoded. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    out[safeDecode(rawKey)] = safeDecode(rawValue);
  }
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape in a shared link must not break the page; keep the raw text.
    return text;
  }
}

/** The current page's query as key=value pairs. */
export function currentQuery(): Record<string, string> {
  return typeof window === 'undefined' ? {} : parseQuery(window.location.search);
}
