/**
 * Which URLs a message element, a profile or a group may carry. Clients render them (img src, a href, video
 * src), so a `javascript:`, `data:` or `file:` URL stored once is a script or a local file for every reader.
 */

/** Root-relative paths of our own origin that are accepted besides http(s): API files, storage, web assets. */
export const SAME_ORIGIN_URL_PREFIXES: readonly string[] = ['/api/', '/files/', '/m/'];

/**
 * True for an absolute `http:` or `https:` URL with a host, or a root-relative path under one of
 * SAME_ORIGIN_URL_PREFIXES (no `..` segment, no backslash). Whitespace, control characters, quotes and angle
 * brackets are refused anywhere, as are protocol-relative `//host` URLs (they would leave the origin).
 */
export function isAllowedUrl(url: string): boolean {
  if (!url || url.length > 2048) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\x00-\x1f\x7f"'<>\\`]/.test(url)) return false;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    if (/(^|\/)\.\.?(\/|$|\?|#)/.test(url)) return false;
    return SAME_ORIGIN_URL_PREFIXES.some((prefix) => url.startsWith(prefix));
  }
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
