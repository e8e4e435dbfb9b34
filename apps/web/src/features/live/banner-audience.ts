// Which home banners a visitor sees: a banner that asks to sign up or log in is for guests only (a signed-in
// user was shown "register" before); every other banner is for everyone.
import type { Banner } from './types';

/** In-app paths that only make sense before signing in. */
const SIGN_IN_PATHS = new Set(['/register', '/login']);

/** True when a banner's link leads to registration or login (in-app, any trailing slash or query). */
export function isSignInBanner(banner: Banner): boolean {
  const path = banner.link.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return SIGN_IN_PATHS.has(path);
}

/** The banners a visitor in this sign-in state sees, in their order. */
export function bannersFor(banners: readonly Banner[], signedIn: boolean): Banner[] {
  return signedIn ? banners.filter((b) => !isSignInBanner(b)) : [...banners];
}
