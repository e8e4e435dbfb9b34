import sharp from 'sharp';

/** One picture of an image message (Tencent's imageInfoArray entry without its type). */
export interface Picture {
  width: number;
  height: number;
  size: number;
}

/** The spec's image sizes: the large picture's shorter side is 720, the thumbnail's 198 (never enlarged). */
export const LARGE_SIDE = 720;
export const THUMB_SIDE = 198;

/**
 * Pictures larger than this are not decoded (their sizes keep the original's URL): a 20 MB PNG can hold a
 * billion-pixel picture that would take gigabytes to decode. 60 MP is above any phone camera's photo.
 */
const MAX_PIXELS = 60_000_000;

/** The size of a picture whose shorter side is at most `side`, keeping the aspect ratio. */
export function fitShortSide(width: number, height: number, side: number): { width: number; height: number } {
  const short = Math.min(width, height);
  if (short <= side) return { width, height };
  return { width: Math.round((width * side) / short), height: Math.round((height * side) / short) };
}

/** Width and height of a BMP (libvips does not read BMP; its header says them). */
function bmpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 26 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

/** The dimensions of an image, or null when neither sharp nor the BMP header can tell. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    // As shown: a phone photo's EXIF orientation may swap its sides.
    const { width, height } = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).autoOrient;
    if (width && height) return { width, height };
  } catch {
    // Not a format libvips reads (BMP); try the header.
  }
  return bmpSize(bytes);
}

/**
 * A smaller copy whose shorter side is `side`, in the original's format where sharp writes it (JPEG otherwise;
 * an animated GIF gives its first frame). Null when the original is already small enough or cannot be decoded.
 */
export async function resized(
  bytes: Buffer,
  mime: string,
  side: number,
): Promise<{ body: Buffer; ext: string; picture: Picture } | null> {
  const dims = await imageSize(bytes);
  if (!dims || Math.min(dims.width, dims.height) <= side) return null;
  const target = fitShortSide(dims.width, dims.height, side);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize(target.width, target.height, { fit: 'fill' });
    const ext = mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg';
    const out =
      ext === 'png'
        ? pipeline.png()
        : ext === 'webp'
          ? pipeline.webp({ quality: 80 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { body: data, ext, picture: { width: info.width, height: info.height, size: data.length } };
  } catch {
    return null;
  }
}
