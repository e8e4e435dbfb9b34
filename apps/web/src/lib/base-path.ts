/** The router basename; the app is served under /m/. */
export const BASENAME = '/m';

/** Prefixes an in-app path with /m/ for full-page navigation ("/login" -> "/m/login"); absolute URLs pass through. */
export function withBase(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  if (path === BASENAME || path.startsWith(`${BASENAME}/`)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${BASENAME}${clean}`;
}

/** Strips the /m prefix from a browser path so it can be used with the router ("/m/info?x=1" -> "/info?x=1"). */
export function withoutBase(path: string): string {
  if (path === BASENAME) return '/';
  return path.startsWith(`${BASENAME}/`) ? path.slice(BASENAME.length) : path;
}

/** Full-page redirect to an in-app path (prefixed with /m/) or an absolute URL. */
export function redirectTo(path: string): void {
  window.location.href = withBase(path);
}
