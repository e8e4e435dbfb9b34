/**
 * Parses a query string ("?a=1&b=2" or "a=1&b=2") into key=value pairs; later keys win, values are decoded.
 * The result has no prototype, so a key like `constructor` or `__proto__` is only ever a key of the URL.
 */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
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

/**
 * Query keys that are secrets (the native apps open the page with `?token=`): read once at start-up, kept in
 * memory, and removed from the address bar, so they do not stay in history, bookmarks, shared links,
 * screenshots or the Referer of later requests.
 */
export const SECRET_QUERY_KEYS: ReadonlySet<string> = new Set(['token']);

// The secrets of the entry URL, once capturePageQuery has taken them out of the address bar.
let capturedSecrets: Record<string, string> = Object.create(null) as Record<string, string>;

/** A query string without the given keys, every other part kept exactly as written ("" when nothing is left). */
export function withoutKeys(search: string, keys: ReadonlySet<string>): string {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const kept = text.split('&').filter((part) => {
    if (!part) return false;
    const eq = part.indexOf('=');
    return !keys.has(safeDecode(eq === -1 ? part : part.slice(0, eq)));
  });
  return kept.length ? `?${kept.join('&')}` : '';
}

/** The parts of `window` this module uses (a test passes its own). */
export interface PageLocation {
  location: { pathname: string; search: string; hash: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

/**
 * Reads the entry URL's query once at start-up: its secrets are kept in memory (currentQuery still answers
 * them) and removed from the address bar with history.replaceState, keeping the other parameters, the hash
 * and the history entry's state. Returns the whole query, secrets included, for the start-up code to apply.
 * Never log what it returns.
 */
export function capturePageQuery(page: PageLocation = window): Record<string, string> {
  const { location } = page;
  const query = parseQuery(location.search);
  capturedSecrets = Object.create(null) as Record<string, string>;
  for (const key of SECRET_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined) capturedSecrets[key] = value;
  }
  if (Object.keys(capturedSecrets).length > 0) {
    const stripped = withoutKeys(location.search, SECRET_QUERY_KEYS);
    page.history.replaceState(page.history.state, '', `${location.pathname}${stripped}${location.hash}`);
  }
  return query;
}

/** The current page's query as key=value pairs, with the entry URL's secrets that capturePageQuery took out. */
export function currentQuery(): Record<string, string> {
  if (typeof window === 'undefined') return Object.create(null) as Record<string, string>;
  return Object.assign(
    Object.create(null) as Record<string, string>,
    capturedSecrets,
    parseQuery(window.location.search),
  );
}
