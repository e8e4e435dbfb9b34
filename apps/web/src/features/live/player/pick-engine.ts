// Which playback engine a browser gets (issue 9: HTTP-FLV through mpegts.js where MSE exists, hls.js
// otherwise, native HLS on iOS, a clear message where nothing can play). Pure, so it is unit-tested.

/** The engines, in the order they are tried. */
export type EngineKind = 'flv' | 'hls' | 'native';

/** What the browser offers. */
export interface BrowserCaps {
  /** MediaSource (or ManagedMediaSource) with H.264/AAC: mpegts.js and hls.js both need it. */
  mse: boolean;
  /** The video element plays HLS itself (Safari, iOS). */
  nativeHls: boolean;
  /** iOS (every browser there is Safari underneath): native HLS is the platform's own, most robust path. */
  ios: boolean;
}

/**
 * The engines to try, best first. iOS plays HLS natively (its MSE, where present, is the managed kind that
 * mpegts.js does not drive well). Elsewhere FLV comes first for its latency, then hls.js on the same MSE when
 * FLV cannot play (a proxy that buffers, a stream without FLV), then the element's own HLS. Empty: nothing can
 * play here.
 */
export function engineOrder(caps: BrowserCaps, prefer?: EngineKind): EngineKind[] {
  let order: EngineKind[];
  if (caps.ios && caps.nativeHls) order = ['native'];
  else {
    order = [];
    if (caps.mse) order.push('flv', 'hls');
    if (caps.nativeHls) order.push('native');
  }
  if (prefer && order.includes(prefer)) order = [prefer, ...order.filter((e) => e !== prefer)];
  return order;
}

/** Engine preference from the page query (`?player=hls`), for testing and for viewers behind FLV-hostile proxies. */
export function preferredEngine(): EngineKind | undefined {
  const p = new URLSearchParams(window.location.search).get('player');
  return p === 'flv' || p === 'hls' || p === 'native' ? p : undefined;
}

const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/** Reads the capabilities of this browser. */
export function browserCaps(video: HTMLVideoElement): BrowserCaps {
  const w = window as unknown as {
    MediaSource?: { isTypeSupported(type: string): boolean };
    ManagedMediaSource?: { isTypeSupported(type: string): boolean };
  };
  const source = w.MediaSource ?? w.ManagedMediaSource;
  const mse = !!source && typeof source.isTypeSupported === 'function' && source.isTypeSupported(H264_AAC);
  const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return { mse, nativeHls, ios };
}
