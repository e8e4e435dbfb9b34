/** Spec 5: pictures are resized to at most 1200x1200 at quality 0.8 before upload. */
export const AVATAR_MAX_SIDE = 1200;
export const AVATAR_QUALITY = 0.8;

/** Whether a chosen file is an image (spec 5: only image files may be uploaded). */
export function isImageFile(file: Blob): boolean {
  return /^image\//i.test(file.type);
}

/** The size that fits within max x max keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Decodes an image file, draws it at most 1200x1200 and encodes it as JPEG at quality 0.8. */
export async function resizeForUpload(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, AVATAR_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))),
        'image/jpeg',
        AVATAR_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
