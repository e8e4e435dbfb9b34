import {
  CONV_TYPE,
  ELEM_TYPE,
  MESSAGE_PRIORITY,
  c2cConversationID,
  groupConversationID,
} from '@tifo/protocol';
import type {
  ConversationType,
  CustomContent,
  FaceContent,
  FileContent,
  ImageContent,
  LocationContent,
  MessageElement,
  MessagePriority,
  OfflinePushInfo,
  SoundContent,
  TextContent,
  VideoContent,
} from '@tifo/protocol';
import { chatError } from '../core/errors';
import type { Message } from './message';

/** Options shared by every create*Message call (Tencent SDK names). */
export interface CreateMessageOptions<P> {
  /** Peer user ID (C2C) or group ID (GROUP). */
  to: string;
  conversationType: ConversationType;
  payload: P;
  priority?: MessagePriority;
  cloudCustomData?: string;
  needReadReceipt?: boolean;
  /** Extensions may be set on it once sent (setMessageExtensions; not in live rooms). */
  isSupportExtension?: boolean;
  /** Only for group messages: user IDs mentioned (Chat.TYPES.MSG_AT_ALL for everyone). */
  atUserList?: string[];
}

/** Image by URL (uploads are the host's job): the original plus optional large and thumbnail URLs. */
export interface ImagePayload {
  url: string;
  width?: number;
  height?: number;
  size?: number;
  /** File extension or MIME subtype: jpg, jpeg, gif, png, bmp, image, webp. */
  format?: string;
  largeUrl?: string;
  thumbnailUrl?: string;
}
/** File by URL. */
export interface FilePayload {
  url: string;
  name: string;
  size: number;
}
/** Sound by URL. */
export interface AudioPayload {
  url: string;
  size: number;
  second: number;
}
/** Video by URL with an optional snapshot. */
export interface VideoPayload {
  url: string;
  size: number;
  second: number;
  /** mp4, quicktime or mov. */
  format?: string;
  thumbUrl?: string;
  thumbWidth?: number;
  thumbHeight?: number;
  thumbSize?: number;
}

const MB = 1024 * 1024;
/** Upload size defaults of spec 9 (bytes). */
export const SIZE_LIMITS = { image: 20 * MB, audio: 20 * MB, file: 100 * MB, video: 100 * MB } as const;
const IMAGE_FORMATS: Record<string, number> = {
  jpg: 1,
  jpeg: 1,
  gif: 2,
  png: 3,
  bmp: 4,
  image: 255,
  webp: 255,
};
const VIDEO_FORMATS = ['mp4', 'quicktime', 'mov'];

let clientSequence = 0;

/** A 32-bit random used for the message key and server-side dedup of resends. */
function messageRandom(): number {
  return Math.floor(Math.random() * 0xffffffff);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function uuid(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

function formatOf(url: string, given?: string): string {
  if (given) return given.toLowerCase().replace(/^.*\//, '');
  const match = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url);
  return match?.[1]?.toLowerCase() ?? 'image';
}

/** Builds an unsent message; `from` is the logged-in user. Throws ChatError on invalid options. */
export function buildMessage(
  from: string,
  options: CreateMessageOptions<unknown>,
  element: MessageElement,
): Message {
  if (!nonEmpty(options?.to)) throw chatError('MESSAGE_SEND_FAIL', 'message needs a "to"');
  const type = options.conversationType;
  if (type !== CONV_TYPE.C2C && type !== CONV_TYPE.GROUP) {
    throw chatError('MESSAGE_SEND_FAIL', 'invalid conversation type');
  }
  clientSequence += 1;
  const random = messageRandom();
  const now = Math.floor(Date.now() / 1000);
  const group = type === CONV_TYPE.GROUP;
  return {
    ID: `${from}-${clientSequence}-${random}`,
    type: element.type,
    payload: element.content,
    elements: [element],
    conversationID: group ? groupConversationID(options.to) : c2cConversationID(options.to),
    conversationType: type,
    from,
    to: options.to,
    flow: 'out',
    sequence: 0,
    random,
    time: now,
    clientTime: now,
    clientSequence,
    status: 'unSend',
    nick: '',
    avatar: '',
    nameCard: '',
    priority: options.priority ?? MESSAGE_PRIORITY.NORMAL,
    cloudCustomData: options.cloudCustomData ?? '',
    isRead: true,
    isPeerRead: false,
    isRevoked: false,
    revoker: '',
    isDeleted: false,
    isModified: false,
    version: 0,
    needReadReceipt: Boolean(options.needReadReceipt),
    readReceiptInfo: { isPeerRead: false, readCount: 0, unreadCount: 0 },
    atUserList: group ? [...(options.atUserList ?? [])] : [],
    onlineOnlyFlag: false,
    isSupportExtension: Boolean(options.isSupportExtension),
    topicID: '',
    receiverList: [],
    messageControlInfo: {},
    isBroadcastMessage: false,
  };
}

/** Text: must be non-empty (spec 5). */
export function textElement(payload: TextContent): MessageElement {
  if (!nonEmpty(payload?.text)) throw chatError('MESSAGE_SEND_FAIL', 'text must not be empty');
  return { type: ELEM_TYPE.TEXT, content: { text: payload.text } };
}

/** Custom data. */
export function customElement(payload: Partial<CustomContent>): MessageElement {
  return {
    type: ELEM_TYPE.CUSTOM,
    content: {
      data: String(payload?.data ?? ''),
      description: String(payload?.description ?? ''),
      extension: String(payload?.extension ?? ''),
    },
  };
}

/** Face: numeric index, data string. */
export function faceElement(payload: FaceContent): MessageElement {
  if (!Number.isInteger(payload?.index))
    throw chatError('MESSAGE_SEND_FAIL', 'face index must be an integer');
  return { type: ELEM_TYPE.FACE, content: { index: payload.index, data: String(payload.data ?? '') } };
}

/** Location: numeric coordinates. */
export function locationElement(payload: LocationContent): MessageElement {
  const { latitude, longitude } = payload ?? {};
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw chatError('MESSAGE_SEND_FAIL', 'location needs numeric latitude and longitude');
  }
  return {
    type: ELEM_TYPE.LOCATION,
    content: {
      description: String(payload.description ?? ''),
      latitude: Number(latitude),
      longitude: Number(longitude),
    },
  };
}

/** Image by URL: 2251 without a URL, 2252 for a type outside the list, 2253 over 20 MB. */
export function imageElement(payload: ImagePayload): MessageElement {
  if (!nonEmpty(payload?.url)) throw chatError('IMAGE_SELECT');
  const format = formatOf(payload.url, payload.format);
  const code = IMAGE_FORMATS[format];
  if (code === undefined) throw chatError('IMAGE_TYPE');
  const size = payload.size ?? 0;
  if (size > SIZE_LIMITS.image) throw chatError('IMAGE_SIZE');
  const width = payload.width ?? 0;
  const height = payload.height ?? 0;
  const scaled = (side: number) => {
    const longest = Math.max(width, height);
    if (!longest || longest <= side) return { width, height };
    return { width: Math.round((width * side) / longest), height: Math.round((height * side) / longest) };
  };
  const content: ImageContent = {
    uuid: uuid(),
    imageFormat: code,
    imageInfoArray: [
      { type: 0, url: payload.url, width, height, size },
      { type: 1, url: payload.largeUrl ?? payload.url, ...scaled(720), size: 0 },
      { type: 2, url: payload.thumbnailUrl ?? payload.url, ...scaled(198), size: 0 },
    ],
  };
  return { type: ELEM_TYPE.IMAGE, content };
}

/** File by URL: 2108 without URL or when empty, 2402 over 100 MB. */
export function fileElement(payload: FilePayload): MessageElement {
  if (!nonEmpty(payload?.url)) throw chatError('FILE_EMPTY');
  if (!(payload.size > 0)) throw chatError('FILE_EMPTY', 'file is empty');
  if (payload.size > SIZE_LIMITS.file) throw chatError('FILE_SIZE');
  const content: FileContent = {
    uuid: uuid(),
    fileName: String(payload.name ?? ''),
    fileUrl: payload.url,
    fileSize: payload.size,
  };
  return { type: ELEM_TYPE.FILE, content };
}

/** Sound by URL: 2108 without URL, 2301 over 20 MB. */
export function audioElement(payload: AudioPayload): MessageElement {
  if (!nonEmpty(payload?.url)) throw chatError('FILE_EMPTY');
  if ((payload.size ?? 0) > SIZE_LIMITS.audio) throw chatError('AUDIO_SIZE');
  const content: SoundContent = {
    uuid: uuid(),
    url: payload.url,
    size: payload.size ?? 0,
    second: payload.second ?? 0,
  };
  return { type: ELEM_TYPE.SOUND, content };
}

/** Video by URL: 2108 without URL, 2352 outside mp4/quicktime/mov, 2351 over 100 MB. */
export function videoElement(payload: VideoPayload): MessageElement {
  if (!nonEmpty(payload?.url)) throw chatError('FILE_EMPTY');
  const format = formatOf(payload.url, payload.format);
  if (!VIDEO_FORMATS.includes(format)) throw chatError('VIDEO_TYPE');
  if ((payload.size ?? 0) > SIZE_LIMITS.video) throw chatError('VIDEO_SIZE');
  const content: VideoContent = {
    videoUUID: uuid(),
    videoUrl: payload.url,
    videoSize: payload.size ?? 0,
    videoSecond: payload.second ?? 0,
    videoFormat: format,
    thumbUUID: payload.thumbUrl ? uuid() : '',
    thumbUrl: payload.thumbUrl ?? '',
    thumbWidth: payload.thumbWidth ?? 0,
    thumbHeight: payload.thumbHeight ?? 0,
    thumbSize: payload.thumbSize ?? 0,
  };
  return { type: ELEM_TYPE.VIDEO, content };
}

/** Options accepted by sendMessage (Tencent: onlineUserOnly, offlinePushInfo, messageControlInfo). */
export interface SendMessageOptions {
  onlineUserOnly?: boolean;
  offlinePushInfo?: OfflinePushInfo;
  messageControlInfo?: Message['messageControlInfo'];
}
