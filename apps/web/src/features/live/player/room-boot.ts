// The live room page's first script (an entry of its own; apps/web/route-preloads.ts puts it in live-detail.html
// in place of the app's entry script). When the API wrote the room's boot data into the page, it makes the video,
// shows it where the player will be and starts the FLV stream; once the first frame is up (or after
// APP_WAIT_MS, or at once when there is nothing to start) it runs the app, whose files were fetched meanwhile.
// The player then adopts the video and the running engine (boot-player.ts). Why (bench README, "Time to first
// frame, cold: the picture first"): the first frame waited for the app's scripts to run (200-300 ms of main
// thread on a cold visit here, more on a phone), the router and the screen's render.
// It imports nothing of the app's shell (the build checks it): only what decides and plays.
import { parseQuery } from '../../../lib/page-query';
import { browserStorage, resolveSiteCode } from '../../../lib/site';
import { readWatch } from '../watch-limit';
import { bootStreamUrl, readRoomBoot } from './boot-data';
import { startBootPlayer } from './boot-player';
import { attachEngine } from './engines';
import { createLiveVideo } from './live-video';
import { APP_ENTRY_ID } from './page-ids';
import { browserCaps, engineOrder, preferredEngine } from './pick-engine';

/** Where the player's box is on /live-detail: under the 48 px back header, 16:9, the app's width. */
function placeHolder(holder: HTMLElement): void {
  Object.assign(holder.style, {
    position: 'fixed',
    top: '48px',
    left: '0',
    right: '0',
    margin: '0 auto',
    maxWidth: 'var(--tifo-max-width, 540px)',
    aspectRatio: '16 / 9',
    background: '#000',
    overflow: 'hidden',
  });
}

/** The longest the app waits for the picture: a slow stream must not hold the page back. */
export const APP_WAIT_MS = 1000;

let appStarted = false;

/** Runs the app (once), from the entry the page preloads; a page without it is not a room page (nothing to do). */
function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  const entry = document.getElementById(APP_ENTRY_ID);
  const href = entry instanceof HTMLLinkElement ? entry.href : '';
  if (href)
    void import(/* @vite-ignore */ href).catch((error: unknown) =>
      console.error('app failed to load', error),
    );
}

/** Calls `then` when the video shows its first frame. */
function onFirstFrame(video: HTMLVideoElement, then: () => void): void {
  // Not in every browser that plays FLV (Firefox before 132): 'playing' is a little later, but close.
  const frames = video as Partial<Pick<HTMLVideoElement, 'requestVideoFrameCallback'>>;
  if (frames.requestVideoFrameCallback) frames.requestVideoFrameCallback.call(video, () => then());
  else video.addEventListener('playing', then, { once: true });
}

/** Starts the picture when the page says it may; true when it did. */
function startPicture(): boolean {
  const data = readRoomBoot(document);
  const match = /\/live-detail\/(\d+)\/?$/.exec(window.location.pathname);
  if (!data || !match) return false;
  const video = createLiveVideo();
  const site = resolveSiteCode(
    parseQuery(window.location.search),
    browserStorage(),
    import.meta.env.VITE_SITE,
  );
  const url = bootStreamUrl(data, {
    anchorId: Number(match[1]),
    engine: engineOrder(browserCaps(video), preferredEngine())[0],
    watch: readWatch(site),
  });
  if (!url) return false;
  Object.assign(video.style, { width: '100%', height: '100%', display: 'block', objectFit: 'contain' });
  const holder = document.createElement('div');
  holder.dataset.testid = 'live-boot';
  holder.dataset.engine = 'flv';
  placeHolder(holder);
  holder.appendChild(video);
  document.body.appendChild(holder);
  startBootPlayer(video, holder, url, (onFail) => attachEngine('flv', video, url, onFail));
  onFirstFrame(video, startApp);
  return true;
}

try {
  if (startPicture()) setTimeout(startApp, APP_WAIT_MS);
  else startApp();
} catch (error) {
  // Whatever went wrong here, the page still gets its app (which then plays the room its usual way).
  console.error('room boot failed', error);
  startApp();
}
