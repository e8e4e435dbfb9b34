import { ELEM_TYPE } from '@tifo/protocol';
import type { FileContent, ImageContent, MessageElement, SoundContent, VideoContent } from '@tifo/protocol';
import { chatError } from '../core/errors';
import type { UploadKind, UploadResult } from './types';

const MB = 1024 * 1024;
/** Spec 9's size defaults (the storage enforces them too). */
const LIMITS: Record<UploadKind, number> = {
  image: 20 * MB,
  file: 100 * MB,
  video: 100 * MB,
  audio: 20 * MB,
};
/** Spec 5's image types and Tencent's imageFormat numbers (JPG 1, GIF 2, PNG 3, BMP 4, other 255). */
const IMAGE_FORMATS = new Map([
  ['jpg', 1],
  ['jpeg', 1],
  ['gif', 2],
  ['png', 3],
  ['bmp', 4],
  ['image', 255],
  ['webp', 255],
]);
const VIDEO_FORMATS = new Map([
  ['mp4', 'mp4'],
  ['quicktime', 'mov'],
  ['mov', 'mov'],
]);

/** A file chosen by the host: a File or Blob, or Tencent's form, the `<input type="file">` element. */
export function fileOf(value: unknown): Blob | null {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  const files = typeof value === 'object' && value !== null ? Reflect.get(value, 'files') : undefined;
  const first: unknown = files && typeof files === 'object' ? Reflect.get(files, 0) : undefined;
  return typeof Blob !== 'undefined' && first instanceof Blob ? first : null;
}

/** Whether create*Message options carry a file to upload (rather than a URL). */
export function carriesFile(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && Object.hasOwn(payload, 'file');
}

/** The name of a Blob: a File's own, else `upload.<subtype>`. */
export function nameOf(file: Blob): string {
  const name = Reflect.get(file, 'name');
  if (typeof name === 'string' && name) return name;
  const subtype = /^[a-z]+\/([a-z0-9.+-]+)/i.exec(file.type)?.[1]?.toLowerCase() ?? 'bin';
  return `upload.${subtype === 'quicktime' ? 'mov' : subtype}`;
}

/** The format word of a file: the MIME subtype, else the name's extension. */
function formatOf(file: Blob, name: string): string {
  const fromType = /^[a-z]+\/([a-z0-9.+-]+)/i.exec(file.type)?.[1]?.toLowerCase();
  return fromType ?? /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

function uuid(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** The element of a file message before its upload, checked like Tencent's (select, type, empty, size). */
export function pendingElement(kind: UploadKind, file: Blob | null): MessageElement {
  if (!file) throw chatError(kind === 'image' ? 'IMAGE_SELECT' : 'FILE_SELECT');
  const name = nameOf(file);
  const format = formatOf(file, name);
  if (kind === 'image' && !IMAGE_FORMATS.has(format)) throw chatError('IMAGE_TYPE');
  if (kind === 'video' && !VIDEO_FORMATS.has(format)) throw chatError('VIDEO_TYPE');
  if (file.size === 0) throw chatError('FILE_EMPTY', 'file is empty');
  if (file.size > LIMITS[kind]) {
    const over = {
      image: 'IMAGE_SIZE',
      file: 'FILE_SIZE',
      video: 'VIDEO_SIZE',
      audio: 'AUDIO_SIZE',
    } as const;
    throw chatError(over[kind]);
  }
  if (kind === 'image') {
    const content: ImageContent = {
      uuid: uuid(),
      imageFormat: IMAGE_FORMATS.get(format) ?? 255,
      imageInfoArray: [0, 1, 2].map((type) => ({
        type: type as 0 | 1 | 2,
        url: '',
        width: 0,
        height: 0,
        size: type === 0 ? file.size : 0,
      })),
    };
    return { type: ELEM_TYPE.IMAGE, content };
  }
  if (kind === 'file') {
    const content: FileContent = { uuid: uuid(), fileName: name, fileUrl: '', fileSize: file.size };
    return { type: ELEM_TYPE.FILE, content };
  }
  if (kind === 'audio') {
    const content: SoundContent = { uuid: uuid(), url: '', size: file.size, second: 0 };
    return { type: ELEM_TYPE.SOUND, content };
  }
  const content: VideoContent = {
    videoUUID: uuid(),
    videoUrl: '',
    videoSize: file.size,
    videoSecond: 0,
    videoFormat: VIDEO_FORMATS.get(format) ?? 'mp4',
    thumbUUID: '',
    thumbUrl: '',
    thumbWidth: 0,
    thumbHeight: 0,
    thumbSize: 0,
  };
  return { type: ELEM_TYPE.VIDEO, content };
}

/** Fills an element's URLs and sizes from the upload's answer (in place: the message's payload is the same object). */
export function fillElement(element: MessageElement, result: UploadResult): void {
  switch (element.type) {
    case ELEM_TYPE.IMAGE: {
      const original = {
        url: result.url,
        width: result.width ?? 0,
        height: result.height ?? 0,
        size: result.size,
      };
      const sizes = [original, result.large ?? original, result.thumb ?? original];
      element.content.imageInfoArray = sizes.map((p, type) => ({
        type: type as 0 | 1 | 2,
        url: p.url,
        width: p.width,
        height: p.height,
        size: p.size,
      }));
      return;
    }
    case ELEM_TYPE.FILE:
      element.content.fileUrl = result.url;
      element.content.fileSize = result.size;
      return;
    case ELEM_TYPE.SOUND:
      element.content.url = result.url;
      element.content.size = result.size;
      element.content.second = result.second ?? element.content.second;
      return;
    case ELEM_TYPE.VIDEO:
      element.content.videoUrl = result.url;
      element.content.videoSize = result.size;
      element.content.videoSecond = result.second ?? 0;
      if (result.snapshot) {
        element.content.thumbUUID = uuid();
        element.content.thumbUrl = result.snapshot.url;
        element.content.thumbWidth = result.snapshot.width;
        element.content.thumbHeight = result.snapshot.height;
        element.content.thumbSize = result.snapshot.size;
      }
      return;
    default:
      return;
  }
}
