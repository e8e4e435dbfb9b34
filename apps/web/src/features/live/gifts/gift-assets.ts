// The gifts' artwork, made by scripts/gifts/make-assets.mjs and shipped with the app: icons are small URLs known
// up front; a Lottie burst is its own chunk, fetched only when a small gift plays; a big gift's video is a file
// the browser fetches when it plays. Nothing here loads with the room's first frame.

const icons = import.meta.glob<string>('./assets/icons/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const videos = import.meta.glob<string>('./assets/video/*.mp4', {
  eager: true,
  query: '?url',
  import: 'default',
});
const bursts = import.meta.glob<{ default: object }>('./assets/lottie/*.json');

const byCode = <T>(files: Record<string, T>, dir: string, ext: string): Map<string, T> =>
  new Map(
    Object.entries(files).map(([file, value]) => [file.slice(`./assets/${dir}/`.length, -ext.length), value]),
  );

const iconByCode = byCode(icons, 'icons', '.svg');
const videoByCode = byCode(videos, 'video', '.mp4');
const burstByCode = byCode(bursts, 'lottie', '.json');

/** The icon URL of a gift ('' for a code the app has no artwork for: the name shows instead). */
export function giftIcon(code: string): string {
  return iconByCode.get(code) ?? '';
}

/** The alpha-packed video URL of a big gift, or '' (a banner plays instead). */
export function giftVideo(code: string): string {
  return videoByCode.get(code) ?? '';
}

/** The Lottie JSON of a small gift, or null (the icon pops without a burst). */
export async function giftBurst(code: string): Promise<object | null> {
  const load = burstByCode.get(code);
  return load ? (await load()).default : null;
}
