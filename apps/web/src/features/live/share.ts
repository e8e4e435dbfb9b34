// The share link of a live room: the site's share base (site_h5_share_url, e.g. https://h5.example/m/share)
// plus /live/<anchor>, else this page's origin. The system share sheet where the browser has one, else a copy.
import { withBase } from '../../lib/base-path';
import { copyText } from './copy';

/** The public share page address of an anchor's room. */
export function liveShareUrl(anchorId: number, config: Record<string, unknown> | undefined): string {
  const base = typeof config?.site_h5_share_url === 'string' ? config.site_h5_share_url.trim() : '';
  if (/^https?:\/\//i.test(base)) return `${base.replace(/\/+$/, '')}/live/${anchorId}`;
  return new URL(withBase(`/share/live/${anchorId}`), window.location.origin).href;
}

/** Shares `url` with a title. */
export async function shareLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(url);
}
