// Drives a live <video>: picks the engine, plays muted (browsers allow muted autoplay), and recovers by itself.
// A live stream drops and returns (an anchor's network, OBS restarted), so every failure that is not "this
// browser cannot decode it" is retried every second, and a picture that stops moving for 3 s counts as a drop:
// the player is back within about a second of the stream's return, without a tap.
import { useEffect, useRef, useState } from 'react';
import { claimBootEngine, releaseBootPlayer } from './boot-player';
import { attachEngine, type Engine, type EngineFailure } from './engines';
import { browserCaps, engineOrder, preferredEngine, type EngineKind } from './pick-engine';

/** What the viewer sees. */
export type PlaybackStatus = 'connecting' | 'playing' | 'reconnecting' | 'unsupported';

/** Where one rendition plays. */
export interface PlaybackUrls {
  flv: string;
  hls: string;
}

/** Retry delay after a drop; the stream's return is noticed within it. */
export const RETRY_MS = 1000;
/** A picture that does not move for this long is a drop. */
export const STALL_MS = 3000;

function urlFor(kind: EngineKind, urls: PlaybackUrls): string {
  return kind === 'flv' ? urls.flv : urls.hls;
}

/**
 * Plays `urls` on the video element while `active`; `null` urls or inactive stops it. Returns the status and
 * the engine in use.
 */
export function useLivePlayback(
  videoRef: React.RefObject<HTMLVideoElement | null>,
  urls: PlaybackUrls | null,
  active: boolean,
): { status: PlaybackStatus; engine: EngineKind | null } {
  const [status, setStatus] = useState<PlaybackStatus>('connecting');
  const [engineKind, setEngineKind] = useState<EngineKind | null>(null);
  const flv = urls?.flv ?? '';
  const hls = urls?.hls ?? '';
  const live = useRef({ flv, hls });
  live.current = { flv, hls };

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active || (!flv && !hls)) return;
    const order = engineOrder(browserCaps(video), preferredEngine()).filter((k) => urlFor(k, live.current));
    if (order.length === 0) {
      setStatus('unsupported');
      return;
    }
    let stopped = false;
    let engine: Engine | null = null;
    let index = 0;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let lastTime = -1;
    let lastMove = Date.now();
    let everPlayed = false;

    const teardown = () => {
      engine?.destroy();
      engine = null;
    };
    const start = () => {
      if (stopped) return;
      const kind = order[index];
      if (!kind) {
        setStatus('unsupported');
        return;
      }
      setEngineKind(kind);
      lastMove = Date.now();
      lastTime = -1;
      const url = urlFor(kind, live.current);
      const onFail = (why: EngineFailure) => {
        if (stopped) return;
        teardown();
        // Decoding failed: this engine cannot play the stream here; the next one may.
        if (why === 'media') index += 1;
        retry(why === 'media' ? 0 : RETRY_MS);
      };
      // The room page's first script may have started this very stream on this video (boot-player.ts).
      let booted: Engine | null = null;
      if (kind === 'flv') booted = claimBootEngine(video, url, onFail);
      else releaseBootPlayer();
      if (booted) {
        engine = booted;
        return;
      }
      void attachEngine(kind, video, url, onFail).then((e) => {
        if (stopped) e.destroy();
        else engine = e;
      });
    };
    const retry = (delay: number) => {
      if (stopped) return;
      setStatus(everPlayed ? 'reconnecting' : 'connecting');
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        retryTimer = null;
        start();
      }, delay);
    };
    // The watchdog: a live picture must move. Paused by the viewer (fullscreen exit on iOS, a tap) is not a drop.
    const watchdog = setInterval(() => {
      if (stopped || retryTimer) return;
      const t = video.currentTime;
      if (t !== lastTime && !video.paused) {
        if (lastTime >= 0 && t > lastTime) {
          everPlayed = true;
          setStatus('playing');
        }
        lastTime = t;
        lastMove = Date.now();
        return;
      }
      if (video.paused && everPlayed) {
        // Autoplay was allowed once; resume (a live stream has nothing to pause for).
        void video.play().catch(() => undefined);
      }
      if (Date.now() - lastMove > STALL_MS) {
        teardown();
        retry(0);
      }
    }, 250);

    setStatus('connecting');
    start();
    return () => {
      stopped = true;
      clearInterval(watchdog);
      if (retryTimer) clearTimeout(retryTimer);
      teardown();
    };
  }, [videoRef, flv, hls, active]);

  return { status, engine: engineKind };
}
