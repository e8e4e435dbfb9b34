/** Message element types and their contents (spec 3, payload kinds). A message is a list of elements. */

import type { MessagePriority } from './group';

/** Element type names (the SDK's `Chat.TYPES.MSG_*` values). */
export const ELEM_TYPE = {
  TEXT: 'TIMTextElem',
  IMAGE: 'TIMImageElem',
  SOUND: 'TIMSoundElem',
  FILE: 'TIMFileElem',
  FACE: 'TIMFaceElem',
  VIDEO: 'TIMVideoFileElem',
  LOCATION: 'TIMLocationElem',
  GROUP_TIP: 'TIMGroupTipElem',
  GROUP_SYSTEM_NOTICE: 'TIMGroupSystemNoticeElem',
  CUSTOM: 'TIMCustomElem',
  MERGER: 'TIMRelayElem',
} as const;
/** One of ELEM_TYPE. */
export type ElemType = (typeof ELEM_TYPE)[keyof typeof ELEM_TYPE];

/** Text. */
export interface TextContent {
  text: string;
}
/** One size variant of an image: type 0 original, 1 large (720), 2 thumbnail (198). */
export interface ImageInfo {
  type: 0 | 1 | 2;
  url: string;
  width: number;
  height: number;
  size: number;
}
/** Image, by URL (uploads are the host's job). */
export interface ImageContent {
  uuid: string;
  imageFormat: number;
  imageInfoArray: ImageInfo[];
}
/** Sound, by URL. */
export interface SoundContent {
  uuid: string;
  url: string;
  size: number;
  second: number;
}
/** File, by URL. */
export interface FileContent {
  uuid: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
}
/** Face (sticker). */
export interface FaceContent {
  index: number;
  data: string;
}
/** Video, by URL, with its snapshot. */
export interface VideoContent {
  videoUUID: string;
  videoUrl: string;
  videoSize: number;
  videoSecond: number;
  videoFormat: string;
  thumbUUID: string;
  thumbUrl: string;
  thumbWidth: number;
  thumbHeight: number;
  thumbSize: number;
}
/** Location. */
export interface LocationContent {
  description: string;
  longitude: number;
  latitude: number;
}
/** Custom data. */
export interface CustomContent {
  data: string;
  description: string;
  extension: string;
}
/**
 * Merged (forwarded) messages. The list travels inline up to LIMITS.MERGER_INLINE_BYTES; a larger one is
 * uploaded (merger.upload) and the message carries `downloadKey` and `pluginVersion` with an empty list.
 */
export interface MergerContent {
  title: string;
  abstractList: string[];
  compatibleText: string;
  messageNumber: number;
  messageList: unknown[];
  downloadKey?: string;
  pbDownloadKey?: string;
  pluginVersion?: number;
}
/** Group tip (operation types in group.ts GROUP_TIP). */
export interface GroupTipContent {
  operationType: number;
  operatorID: string;
  groupID: string;
  userIDList: string[];
  memberNum?: number;
  newGroupProfile?: Record<string, unknown>;
  /** For MEMBER_INFO_UPDATED: per user mute end time (seconds). */
  memberList?: { userID: string; muteTime: number }[];
}
/** Group system notice (operation types in group.ts GROUP_SYSTEM_NOTICE). */
export interface GroupSystemNoticeContent {
  operationType: number;
  operatorID: string;
  groupProfile: { groupID: string; name: string; type: string };
  handleMessage: string;
  userData?: string;
}

/** Content by element type. */
export interface ElemContentMap {
  TIMTextElem: TextContent;
  TIMImageElem: ImageContent;
  TIMSoundElem: SoundContent;
  TIMFileElem: FileContent;
  TIMFaceElem: FaceContent;
  TIMVideoFileElem: VideoContent;
  TIMLocationElem: LocationContent;
  TIMGroupTipElem: GroupTipContent;
  TIMGroupSystemNoticeElem: GroupSystemNoticeContent;
  TIMCustomElem: CustomContent;
  TIMRelayElem: MergerContent;
}

/** One element of a message. */
export type MessageElement = {
  [T in ElemType]: { type: T; content: ElemContentMap[T] };
}[ElemType];

/** Send controls (wire NoUnread, NoLastMsg, NoMsgCheck). */
export interface MessageControlInfo {
  excludedFromUnreadCount?: boolean;
  excludedFromLastMessage?: boolean;
  excludedFromContentModeration?: boolean;
}

/** Offline push information; stored and forwarded as is (no vendor push in this service). */
export interface OfflinePushInfo {
  title?: string;
  description?: string;
  extension?: string;
  disablePush?: boolean;
  /** iOS: the push does not raise the app's badge count (spec 3, send controls). */
  ignoreIOSBadge?: boolean;
  /** Android: the OPPO notification channel the push goes to (spec 3, send controls). */
  androidOPPOChannelID?: string;
}

/** A message as the service stores and pushes it (the SDK builds its Message object from this). */
export interface WireMessage {
  /** Server message ID, unique across the service. */
  ID: string;
  conversationType: 'C2C' | 'GROUP' | '@TIM#SYSTEM';
  from: string;
  /** The receiving user (C2C) or the group ID. */
  to: string;
  /** Server sequence in its conversation (per user pair for C2C, per group for groups). */
  sequence: number;
  /** Client random (dedup and message key). */
  random: number;
  /** Server time, seconds. */
  time: number;
  /** Sender's clock, seconds. */
  clientTime: number;
  nick: string;
  avatar: string;
  nameCard: string;
  priority: MessagePriority;
  elements: MessageElement[];
  cloudCustomData: string;
  isRevoked: boolean;
  revoker: string;
  /** Modification version, 0 for an unmodified message. */
  version: number;
  needReadReceipt: boolean;
  /** C2C: peer has sent a receipt; group: counts. */
  readReceiptInfo?: { isPeerRead?: boolean; readCount?: number; unreadCount?: number };
  atUserList: string[];
  onlineOnlyFlag: boolean;
  messageControlInfo: MessageControlInfo;
  /** Sent with isSupportExtension: its extensions may be set (msgExt.modify). */
  isSupportExtension?: boolean;
  /** The sender's offline push information, as sent; absent when the sender gave none. */
  offlinePushInfo?: OfflinePushInfo;
  /** Live rooms only: the broadcast sequence of the room (gap detection). */
  broadcastSequence?: number;
  /** True on the admin API's broadcast to every online user (tim-js-sdk's isBroadcastMessage); absent otherwise. */
  isBroadcastMessage?: boolean;
}

/** The fields a new message must be given; everything else starts empty (not revoked, version 0, no receipts). */
export type NewWireMessage = Pick<
  WireMessage,
  'conversationType' | 'from' | 'to' | 'random' | 'time' | 'elements'
> &
  Partial<WireMessage>;

/** A complete WireMessage from the fields that matter, the rest at their defaults (the server and tests). */
export function wireMessage(fields: NewWireMessage): WireMessage {
  return {
    ID: '',
    sequence: 0,
    clientTime: fields.time,
    nick: '',
    avatar: '',
    nameCard: '',
    priority: 'Normal',
    cloudCustomData: '',
    isRevoked: false,
    revoker: '',
    version: 0,
    needReadReceipt: false,
    atUserList: [],
    onlineOnlyFlag: false,
    messageControlInfo: {},
    ...fields,
  };
}
