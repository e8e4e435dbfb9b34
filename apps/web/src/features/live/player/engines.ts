// The playback engines behind one small interface. mpegts.js and hls.js are imported on demand, so they are
// chunks of the live routes only and never weigh on /m/score.
import { LiveFlvLoader } from './flv-loader';
import type { EngineKind } from './pick-engine';

/** A running engine on a video element. */
export interface Engine {
  destroy(): void;
}

/** Why an engine gave up: the stream is not there (yet), or this engine cannot play it here. */
export type EngineFailure = 'network' | 'media';

/**
 * Fetches (and evaluates) the engine's library ahead of need, so attaching it later costs no download: the
 * same dynamic imports as below, so the browser fetches each chunk once.
 */
export function preloadEngine(kind: EngineKind): void {
  if (kind === 'flv') void import('mpegts.js').catch(() => undefined);
  else if (kind === 'hls') void import('hls.js').catch(() => undefined);
}

/** Attaches an engine to `video` for `url`; `onFail` is called at most once, after which the caller destroys it. */
export async function attachEngine(
  kind: EngineKind,
  video: HTMLVideoElement,
  url: string,
  onFail: (why: EngineFailure, detail: string) => void,
): Promise<Engine> {
  if (kind === 'flv') return attachFlv(video, url, onFail);
  if (kind === 'hls') return attachHlsJs(video, url, onFail);
  return attachNative(video, url, onFail);
}

async function attachFlv(
  video: HTMLVideoElement,
  url: string,
  onFail: (why: EngineFailure, detail: string) => void,
): Promise<Engine> {
  const { default: mpegts } = await import('mpegts.js');
  const player = mpegts.createPlayer(
    {
      type: 'flv',
      isLive: true,
      url: new URL(url, window.location.href).href,
      hasAudio: true,
      hasVideo: true,
    },
    {
      enableWorker: false,
      enableStashBuffer: false,
      stashInitialSize: 128 * 1024,
      lazyLoad: false,
      // Ask for the stream at once rather than after the MediaSource opens: that event waits for the page's main
      // thread, which on a cold visit is running the app's scripts (bench README, "the picture first").
      deferLoadAfterSourceOpen: false,
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: 1.5,
      liveBufferLatencyMinRemain: 0.3,
      // Reads the stream the room's loader asked for early (early-stream.ts), else fetches it.
      customLoader: LiveFlvLoader,
    },
  );
  let failed = false;
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => {
    if (failed) return;
    failed = true;
    onFail(type === mpegts.ErrorTypes.NETWORK_ERROR ? 'network' : 'media', `${type}: ${detail}`);
  });
  // The FLV response ends when the anchor's stream ends: that is a drop, not a decoding problem.
  player.on(mpegts.Events.LOADING_COMPLETE, () => {
    if (failed) return;
    failed = true;
    onFail('network', 'stream ended');
  });
  player.attachMediaElement(video);
  player.load();
  void Promise.resolve(player.play()).catch(() => undefined);
  return {
    destroy() {
      failed = true;
      try {
        player.pause();
        player.unload();
        player.detachMediaElement();
      } finally {
        player.destroy();
      }
    },
  };
}

async function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  onFail: (why: EngineFailure, detail: string) => void,
): Promise<Engine> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onFail('media', 'hls.js is not supported here');
    return { destroy() {} };
  }
  const hls = new Hls({
    lowLatencyMode: true,
    liveSyncDurationCount: 2,
    // Stay near the live edge after stalls (bench:media measured HLS glass to glass drifting from 3.0 to 4.7 s
    // on a busy machine): hls.js adds liveSyncOnStallIncrease (1 s by default) to its target after every stall
    // and, by default, never speeds up to catch up. Catch up by playing up to 1.25x (inaudible on a muted
    // start, mild with sound), grow the target by a quarter second per stall, and jump to the live point when
    // more than 5 segments behind.
    maxLiveSyncPlaybackRate: 1.25,
    liveSyncOnStallIncrease: 0.25,
    liveMaxLatencyDurationCount: 5,
    manifestLoadingMaxRetry: 0,
  });
  let failed = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal || failed) return;
    failed = true;
    onFail(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media', `${data.type}: ${data.details}`);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  void video.play().catch(() => undefined);
  return {
    destroy() {
      failed = true;
      hls.destroy();
    },
  };
}

async function attachNative(
  video: HTMLVideoElement,
  url: string,
  onFail: (why: EngineFailure, detail: string) => void,
): Promise<Engine> {
  let failed = false;
  const onError = () => {
    if (failed) return;
    failed = true;
    onFail('network', `media element error ${video.error?.code ?? 0}`);
  };
  video.addEventListener('error', onError);
  video.src = url;
  void video.play().catch(() => undefined);
  return {
    destroy() {
      failed = true;
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}
