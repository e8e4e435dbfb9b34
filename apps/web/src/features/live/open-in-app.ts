// "Open in app" from a share page. On a phone the site's app is tried through its URL scheme
// (<brand>://live/<anchor>); when the page is still visible 1.5 s later the app is not installed and the room
// opens in the web app instead. On a computer the web app's room opens at once.
import { isMobile } from '../../lib/platform';
import { withBase } from '../../lib/base-path';

/** Opens the room in the app when possible, else in the web app. */
export function openInApp(anchorId: number, brand: string | undefined): void {
  const web = withBase(`/live-detail/${anchorId}`);
  if (!isMobile() || !brand || !/^[a-z][a-z0-9+.-]*$/i.test(brand)) {
    window.location.href = web;
    return;
  }
  const fallback = setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = web;
  }, 1500);
  document.addEventListener('visibilitychange', () => clearTimeout(fallback), { once: true });
  window.location.href = `${brand}://live/${anchorId}`;
}
