// antd-mobile's Toast for the live screens, loaded on first use: it brings its mask and animation library
// (about 20 KB gzipped), which a room's first frame does not need (bench README, "fewer requests").
import type { ToastShowProps } from 'antd-mobile';

/** Shows a toast once Toast's code is in (a few ms on a cached visit, one request the first time). */
export function showToast(props: ToastShowProps): void {
  void import('./toast').then((m) => m.Toast.show(props));
}
