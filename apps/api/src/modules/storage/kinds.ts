import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@tifo/api-contract/constants';

// What an upload is for decides its size limit, the types its bytes may have and what is made from it; the
// kinds are the contract's (the upload calls take one as `file_type`).
export { UPLOAD_KINDS, type UploadKind } from '@tifo/api-contract/constants';

const MB = 1024 * 1024;

/** Size limits of messaging spec 9 (image 20 MB, file and video 100 MB, audio 20 MB). */
export const SIZE_LIMITS: Readonly<Record<UploadKind, number>> = {
  image: 20 * MB,
  file: 100 * MB,
  video: 100 * MB,
  audio: 20 * MB,
};

/**
 * Content types an upload may declare per kind, by extension. Images are the spec's list (jpg, jpeg, gif, png,
 * bmp, webp; no SVG: it is a document that runs script); videos mp4, quicktime/mov; audio the common containers.
 * Plain files are served as octet-stream whatever they are, so any bytes are accepted.
 */
const TYPES: Readonly<Record<Exclude<UploadKind, 'file'>, ReadonlyMap<string, string>>> = {
  image: new Map([
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['bmp', 'image/bmp'],
    ['webp', 'image/webp'],
  ]),
  video: new Map([
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['qt', 'video/quicktime'],
    ['m4v', 'video/x-m4v'],
  ]),
  audio: new Map([
    ['mp3', 'audio/mpeg'],
    ['m4a', 'audio/x-m4a'],
    ['aac', 'audio/aac'],
    ['ogg', 'audio/ogg'],
    ['opus', 'audio/opus'],
    ['wav', 'audio/wav'],
    ['amr', 'audio/amr'],
    ['webm', 'audio/webm'],
  ]),
};

/** Types sniffed from the bytes that count as the same media as a declared type (containers with two names). */
const SAME_MEDIA: ReadonlyMap<string, readonly string[]> = new Map([
  ['video/mp4', ['video/mp4', 'video/x-m4v', 'video/quicktime']],
  ['video/x-m4v', ['video/mp4', 'video/x-m4v']],
  ['video/quicktime', ['video/quicktime', 'video/mp4']],
  ['audio/x-m4a', ['audio/x-m4a', 'audio/mp4', 'video/mp4']],
  ['audio/webm', ['video/webm', 'audio/webm']],
  ['audio/ogg', ['audio/ogg', 'audio/opus']],
  ['audio/opus', ['audio/ogg', 'audio/opus']],
  ['audio/wav', ['audio/wav', 'audio/x-wav', 'audio/vnd.wave']],
]);

const FILE_TYPE = 'application/octet-stream';

/** The extension and declared content type of an upload from the client's file name and type, or null. */
export function declaredType(
  kind: UploadKind,
  name: string,
  contentType: string | undefined,
): { ext: string; contentType: string } | null {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  if (kind === 'file') return { ext: fromName ?? 'bin', contentType: FILE_TYPE };
  const table = TYPES[kind];
  if (fromName && table.has(fromName)) return { ext: fromName, contentType: table.get(fromName)! };
  const wanted = contentType?.toLowerCase().split(';')[0]?.trim();
  for (const [ext, type] of table) if (type === wanted) return { ext, contentType: type };
  return null;
}

/** Whether bytes sniffed as `sniffed` (file-type's MIME, undefined when unknown) may be stored as `declared`. */
export function bytesMatch(kind: UploadKind, declared: string, sniffed: string | undefined): boolean {
  if (kind === 'file') return true;
  if (!sniffed) return false;
  return (SAME_MEDIA.get(declared) ?? [declared]).includes(sniffed);
}

/** The content type an object is served with, from its key's extension (keys are made by the server). */
export function servedType(key: string): string {
  const parts = parseKey(key);
  if (!parts) return FILE_TYPE;
  if (parts.variant)
    return parts.ext === 'png' ? 'image/png' : parts.ext === 'webp' ? 'image/webp' : 'image/jpeg';
  if (parts.kind === 'file') return FILE_TYPE;
  return TYPES[parts.kind].get(parts.ext) ?? FILE_TYPE;
}

/** Keys are made here only: `u/<userId>/<kind>/<32 hex>.<ext>`, so a client can name neither a path nor a user. */
export function newObjectKey(userId: number, kind: UploadKind, ext: string): string {
  return `u/${userId}/${kind}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** Originals and the derivatives made from them (`_large`, `_thumb` of images, `_snap` of videos). */
export const KEY_PATTERN =
  /^u\/(\d+)\/(image|file|video|audio)\/([0-9a-f]{32})(_large|_thumb|_snap)?\.([a-z0-9]{1,5})$/;

/** The parts of a valid key, or null (anything else is refused before it reaches a disk or a bucket). */
export function parseKey(
  key: string,
): { userId: number; kind: UploadKind; id: string; variant: string; ext: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return {
    userId: Number(match[1]),
    kind: match[2] as UploadKind,
    id: match[3]!,
    variant: match[4] ?? '',
    ext: match[5]!,
  };
}

/** The key of a derivative of an original. */
export function variantKey(original: string, variant: '_large' | '_thumb' | '_snap', ext: string): string {
  return original.replace(/\.[a-z0-9]+$/, `${variant}.${ext}`);
}

/** "20 MB": the limit as the spec's size-limit messages name it. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}
