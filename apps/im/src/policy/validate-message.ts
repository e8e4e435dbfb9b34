import { ELEM_TYPE, LIMITS, type MessageElement } from '@tifo/protocol';
import { ImError } from '../errors';
import type { ProfanityFilter } from './profanity';
import { normalizeMergedList } from './merged-list';
import { checkUrl } from './urls';

const MB = 1024 * 1024;
const IMAGE_FORMATS = new Set(['jpg', 'jpeg', 'gif', 'png', 'bmp', 'image', 'webp']);
const VIDEO_FORMATS = new Set(['mp4', 'quicktime', 'mov']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/**
 * Validates the elements a client sends (spec 5 and 9) and returns them normalised, with text passed
 * through the profanity filter unless moderation is excluded (the admin API only). Tips and system notices
 * are server-only. Every URL must be http(s) or one of our own paths (policy/urls.ts). `depth` counts the
 * merged messages around these elements.
 */
export function validateElements(
  input: unknown,
  filter: ProfanityFilter,
  moderate: boolean,
  depth = 0,
): MessageElement[] {
  if (!Array.isArray(input) || input.length === 0 || input.length > 20) {
    throw new ImError('INVALID_PARAMETER', 'elements must be a non-empty array (at most 20)');
  }
  const out = input.map((raw): MessageElement => {
    if (!isObject(raw) || !isObject(raw.content)) throw new ImError('INVALID_PARAMETER', 'bad element');
    const c = raw.content;
    const clean = (t: string) => (moderate ? filter.apply(t) : t);
    switch (raw.type) {
      case ELEM_TYPE.TEXT: {
        const text = str(c.text);
        if (!text) throw new ImError('INVALID_PARAMETER', 'text must not be empty');
        return { type: ELEM_TYPE.TEXT, content: { text: clean(text) } };
      }
      case ELEM_TYPE.CUSTOM:
        return {
          type: ELEM_TYPE.CUSTOM,
          content: { data: str(c.data), description: clean(str(c.description)), extension: str(c.extension) },
        };
      case ELEM_TYPE.FACE:
        return { type: ELEM_TYPE.FACE, content: { index: num(c.index), data: str(c.data) } };
      case ELEM_TYPE.LOCATION:
        return {
          type: ELEM_TYPE.LOCATION,
          content: {
            description: clean(str(c.description)),
            longitude: num(c.longitude),
            latitude: num(c.latitude),
          },
        };
      case ELEM_TYPE.IMAGE: {
        const infos = Array.isArray(c.imageInfoArray) ? c.imageInfoArray.filter(isObject) : [];
        if (!infos.length || infos.some((i) => !str(i.url))) throw new ImError('IMAGE_SELECT');
        const format = str(c.imageFormatName).toLowerCase();
        if (format && !IMAGE_FORMATS.has(format)) throw new ImError('IMAGE_TYPE');
        if (infos.some((i) => num(i.size) > 20 * MB)) throw new ImError('IMAGE_SIZE');
        for (const i of infos) checkUrl(str(i.url), 'imageInfoArray.url');
        return {
          type: ELEM_TYPE.IMAGE,
          content: {
            uuid: str(c.uuid),
            imageFormat: num(c.imageFormat),
            imageInfoArray: infos.slice(0, 3).map((i) => ({
              type: ([0, 1, 2].includes(num(i.type)) ? num(i.type) : 0) as 0 | 1 | 2,
              url: str(i.url),
              width: num(i.width),
              height: num(i.height),
              size: num(i.size),
            })),
          },
        };
      }
      case ELEM_TYPE.SOUND: {
        if (!str(c.url)) throw new ImError('FILE_EMPTY');
        if (num(c.size) > 20 * MB) throw new ImError('AUDIO_SIZE');
        checkUrl(str(c.url), 'url');
        return {
          type: ELEM_TYPE.SOUND,
          content: { uuid: str(c.uuid), url: str(c.url), size: num(c.size), second: num(c.second) },
        };
      }
      case ELEM_TYPE.FILE: {
        if (!str(c.fileUrl)) throw new ImError('FILE_EMPTY');
        if (num(c.fileSize) > 100 * MB) throw new ImError('FILE_SIZE');
        checkUrl(str(c.fileUrl), 'fileUrl');
        return {
          type: ELEM_TYPE.FILE,
          content: {
            uuid: str(c.uuid),
            fileName: str(c.fileName),
            fileUrl: str(c.fileUrl),
            fileSize: num(c.fileSize),
          },
        };
      }
      case ELEM_TYPE.VIDEO: {
        if (!str(c.videoUrl)) throw new ImError('FILE_EMPTY');
        if (num(c.videoSize) > 100 * MB) throw new ImError('VIDEO_SIZE');
        const format = str(c.videoFormat).toLowerCase();
        if (format && !VIDEO_FORMATS.has(format)) throw new ImError('VIDEO_TYPE');
        checkUrl(str(c.videoUrl), 'videoUrl');
        checkUrl(str(c.thumbUrl), 'thumbUrl');
        return {
          type: ELEM_TYPE.VIDEO,
          content: {
            videoUUID: str(c.videoUUID),
            videoUrl: str(c.videoUrl),
            videoSize: num(c.videoSize),
            videoSecond: num(c.videoSecond),
            videoFormat: format,
            thumbUUID: str(c.thumbUUID),
            thumbUrl: str(c.thumbUrl),
            thumbWidth: num(c.thumbWidth),
            thumbHeight: num(c.thumbHeight),
            thumbSize: num(c.thumbSize),
          },
        };
      }
      case ELEM_TYPE.MERGER: {
        const list = Array.isArray(c.messageList) ? c.messageList : [];
        // An uploaded list (merger.upload) travels as its key; messages/merger.ts checks the sender may use it.
        const downloadKey = str(c.downloadKey);
        if ((!list.length && !downloadKey) || !str(c.compatibleText)) {
          throw new ImError('INVALID_PARAMETER', 'merged message needs a message list and compatible text');
        }
        if (downloadKey && list.length)
          throw new ImError('INVALID_PARAMETER', 'merged message: a list or a downloadKey, not both');
        if (downloadKey)
          return {
            type: ELEM_TYPE.MERGER,
            content: {
              title: clean(str(c.title)),
              abstractList: Array.isArray(c.abstractList) ? c.abstractList.map((a) => clean(str(a))) : [],
              compatibleText: clean(str(c.compatibleText)),
              messageNumber: num(c.messageNumber),
              messageList: [],
              downloadKey,
              pbDownloadKey: downloadKey,
              pluginVersion: num(c.pluginVersion) || 1,
            },
          };
        return {
          type: ELEM_TYPE.MERGER,
          content: {
            title: clean(str(c.title)),
            abstractList: Array.isArray(c.abstractList) ? c.abstractList.map((a) => clean(str(a))) : [],
            compatibleText: clean(str(c.compatibleText)),
            messageNumber: num(c.messageNumber) || list.length,
            messageList: normalizeMergedList(
              list,
              (elements, inner) => validateElements(elements, filter, moderate, inner),
              depth,
            ),
          },
        };
      }
      default:
        throw new ImError('INVALID_PARAMETER', `element type ${String(raw.type)} cannot be sent`);
    }
  });
  return out;
}

/** Checks the encoded size of a message body (spec 9: 12 KB), answering 80002 beyond it. */
export function checkMessageSize(elements: MessageElement[], cloudCustomData: string): void {
  const bytes = Buffer.byteLength(JSON.stringify(elements)) + Buffer.byteLength(cloudCustomData);
  if (bytes > LIMITS.MESSAGE_BYTES) throw new ImError('MESSAGE_TOO_LARGE');
}
