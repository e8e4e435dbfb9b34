// The picture started by the room page's first script (room-boot.ts), handed over to the player. The script
// makes the video in a holder of its own and attaches the FLV engine; when the room's screen renders, the player
// adopts the video (adoptBootVideo) and, when it plays the same stream on it, the running engine too
// (claimBootEngine). Whatever is not taken in time, or fails first, is stopped: a room never plays twice.
import type { Engine, EngineFailure } from './engines';

/** An engine the player has not claimed by then is stopped (the screen failed, or the viewer left). */
export const BOOT_TTL_MS = 10_000;

type OnFail = (why: EngineFailure, detail: string) => void;

interface BootPlayer {
  video: HTMLVideoElement;
  /** The script's own holder, removed when the player adopts the video. */
  holder: HTMLElement;
  url: string;
  engine: Promise<Engine>;
  /** Where failures go once the player has claimed the engine. */
  onFail: OnFail | null;
  timer: ReturnType<typeof setTimeout>;
}

let current: BootPlayer | null = null;

function stop(p: BootPlayer): void {
  clearTimeout(p.timer);
  void p.engine.then((e) => e.destroy()).catch(() => undefined);
  p.holder.remove();
}

/**
 * Registers a picture started before the app: `attach` starts the engine on `video` (already in `holder`) and
 * reports its failures to the callback it is given. A failure before the player claims it stops it.
 */
export function startBootPlayer(
  video: HTMLVideoElement,
  holder: HTMLElement,
  url: string,
  attach: (onFail: OnFail) => Promise<Engine>,
): void {
  releaseBootPlayer();
  const player: BootPlayer = {
    video,
    holder,
    url,
    engine: Promise.resolve({ destroy() {} }),
    onFail: null,
    timer: setTimeout(() => {
      if (current === player) releaseBootPlayer();
    }, BOOT_TTL_MS),
  };
  current = player;
  player.engine = attach((why, detail) => {
    if (player.onFail) player.onFail(why, detail);
    else if (current === player) releaseBootPlayer();
  });
  player.engine.catch(() => {
    if (current === player) releaseBootPlayer();
  });
}

/** Whether the page's first script is playing `url` (the room's loader then does not ask for it again). */
export function bootPlayerPlays(url: string): boolean {
  return current?.url === url;
}

/** The started video, moved into `slot` (it keeps playing), or null when there is none. */
export function adoptBootVideo(slot: HTMLElement): HTMLVideoElement | null {
  if (!current || current.video.parentElement !== current.holder) return null;
  slot.appendChild(current.video);
  current.holder.remove();
  return current.video;
}

/**
 * The started engine, now the caller's, when it plays `url` on `video`; otherwise null, and whatever was started
 * is stopped (another quality, another engine, another element).
 */
export function claimBootEngine(video: HTMLVideoElement, url: string, onFail: OnFail): Engine | null {
  const player = current;
  if (!player) return null;
  if (player.video !== video || player.url !== url) {
    releaseBootPlayer();
    return null;
  }
  current = null;
  clearTimeout(player.timer);
  player.onFail = onFail;
  return { destroy: () => void player.engine.then((e) => e.destroy()).catch(() => undefined) };
}

/** Stops the started picture, if any (a pre-roll or the login wall came first after all). */
export function releaseBootPlayer(): void {
  const player = current;
  current = null;
  if (player) stop(player);
}
