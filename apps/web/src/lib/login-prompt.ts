// The login prompt (spec section 2 "Login prompt"): remember where the user was, send them to /login, and
// after a successful login bring them back there (or home, /m/).
import { withoutBase } from './base-path';

/** Query key carrying the return address on /login. */
export const BACKURL_KEY = 'backurl';
const SESSION_KEY = 'tifo-backurl';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateImpl: Navigate | null = null;

/** The router registers its navigate function here so non-React code (the request helper) can navigate. */
export function setNavigator(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

/** Navigates inside the app, or by a full page load before the router is up. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.href = `/m${to.startsWith('/') ? to : `/${to}`}`;
}

/** The current in-app address (path and query, without /m). */
export function currentAppPath(): string {
  return withoutBase(`${window.location.pathname}${window.location.search}`);
}

/** True while the login form is showing. */
export function isOnLoginPage(): boolean {
  return /^\/login(\?|$)/.test(currentAppPath());
}

/** Only in-app paths are accepted as return addresses (no open redirects, no loops back to /login). */
export function safeBackurl(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = withoutBase(value);
  if (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    /^\/(login|register|forget-password)(\/|\?|$)/.test(path)
  )
    return null;
  return path;
}

/** The /login address that returns to `backurl`. */
export function loginPath(backurl: string = currentAppPath()): string {
  const safe = safeBackurl(backurl);
  return safe ? `/login?${BACKURL_KEY}=${encodeURIComponent(safe)}` : '/login';
}

/** Stores the current address as the return address and goes to /login. */
export function goToLogin(backurl: string = currentAppPath()): void {
  // Already on the login form (e.g. a login-only screen redirected here first): keep its return address.
  if (isOnLoginPage()) return;
  const safe = safeBackurl(backurl);
  try {
    if (safe) sessionStorage.setItem(SESSION_KEY, safe);
  } catch {
    // Without session storage the backurl query alone carries the address.
  }
  navigateTo(loginPath(backurl));
}

/** Where to go after login: the backurl query, the stored return address, else home. Consumes the stored one. */
export function takeReturnAddress(query: Record<string, string>): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(SESSION_KEY);
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    stored = null;
  }
  return safeBackurl(query[BACKURL_KEY]) ?? safeBackurl(stored) ?? '/';
}
