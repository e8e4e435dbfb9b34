/**
 * Bodies of the message extras: message extensions, read receipt details, merger upload and download,
 * translation and the group revoked-notify (spec 7). Messages are named by conversation and sequence
 * (MessageRef), as every other message command names them.
 */

import type { MessageElement } from '../elements';

/** One key of a message extension; `seq` is the key's own sequence (0 for a key not seen yet). */
export interface MessageExtension {
  key: string;
  value: string;
  seq: number;
}

/** Extension operate types (spec 4): 1 set, 2 delete listed keys, 3 clear all. */
export const EXTENSION_OPERATE = { SET: 1, DELETE: 2, CLEAR: 3 } as const;
/** One of EXTENSION_OPERATE. */
export type ExtensionOperateType = (typeof EXTENSION_OPERATE)[keyof typeof EXTENSION_OPERATE];

/** Limits of message extensions (spec 9: 20 per set call; key, value and per-message caps as Tencent's). */
export const EXTENSION_LIMITS = {
  PER_CALL: 20,
  PER_MESSAGE: 300,
  KEY_BYTES: 100,
  VALUE_BYTES: 1024,
  /** Keys per page of msgExt.get. */
  PAGE: 100,
} as const;

/**
 * Set, delete or clear extensions of a message sent with isSupportExtension. A key written by someone
 * else since the caller's `seq` is not overwritten: its result has errorCode 23001 and the stored value.
 */
export interface ModifyExtensionsRequest {
  conversationID: string;
  sequence: number;
  operateType?: ExtensionOperateType;
  /** Set: keys, values and the seq each key had when read; delete: keys and seq; clear: none. */
  extensionList?: ExtensionChange[];
}
/** One key of a change: value '' and seq 0 when left out (a delete needs no value, a new key has seq 0). */
export interface ExtensionChange {
  key: string;
  value?: string;
  seq?: number;
}
/** Per-key results and the message's sequences after the change. */
export interface ModifyExtensionsResponse {
  extensions: { errorCode: number; extension: MessageExtension }[];
  globalSequence: number;
  clearSequence: number;
}

/** Read a message's extensions, a page at a time from `startSequence` (key seq, inclusive). */
export interface GetExtensionsRequest {
  conversationID: string;
  sequence: number;
  startSequence?: number;
}
/** A page of extensions (deleted keys come with an empty value); completeFlag 1 on the last page. */
export interface GetExtensionsResponse {
  extensions: MessageExtension[];
  completeFlag: 0 | 1;
  globalSequence: number;
  clearSequence: number;
}

/** Who read (filter 0) or has not read (filter 1) a group message I sent; `count` default and max 100. */
export interface ReadReceiptMembersRequest {
  conversationID: string;
  sequence: number;
  filter?: 0 | 1;
  cursor?: string;
  count?: number;
}
/** A page of user IDs; `cursor` continues it, '' once isCompleted. */
export interface ReadReceiptMembersResponse {
  userIDList: string[];
  cursor: string;
  isCompleted: boolean;
}

/**
 * Upload the list of a merged message too large to travel inline (over 11,264 bytes); readable by the
 * uploader and, once a message carrying the key is sent, by the members of that conversation.
 */
export interface MergerUploadRequest {
  messageList: unknown[];
}
/** The key the merged message then carries. */
export interface MergerUploadResponse {
  downloadKey: string;
  pbDownloadKey: string;
}
/** Download an uploaded merged list. */
export interface MergerDownloadRequest {
  downloadKey: string;
}
/** The forwarded messages, as the service normalised them on upload. */
export interface MergerDownloadResponse {
  messageList: MergedWireItem[];
}
/** One forwarded message inside a merged message. */
export interface MergedWireItem {
  ID: string;
  from: string;
  to: string;
  conversationType: 'C2C' | 'GROUP';
  time: number;
  nick: string;
  avatar: string;
  elements: MessageElement[];
}

/** Translate texts (source 'auto' by default). */
export interface TranslateTextRequest {
  sourceTextList: string[];
  source?: string;
  target: string;
}
/** Translations, in the order of the request. */
export interface TranslateTextResponse {
  translatedTextList: string[];
}

/** Group messages revoked between two times (seconds), for a member who was away. */
export interface RevokedNotifyRequest {
  groupID: string;
  beginTime: number;
  endTime?: number;
}
/** Revocations in time order; `nextRevokedTime` continues from there (0 when complete). */
export interface RevokedNotifyResponse {
  notifyList: { sequence: number; revoker: string; revokedTime: number }[];
  nextRevokedTime: number;
}

/** Push `messageExtensions`: a message's extensions changed (to the conversation's members). */
export interface MessageExtensionsPush {
  /** The conversation as the receiving user names it (C2C: C2C<the other user>). */
  conversationID: string;
  messageID: string;
  sequence: number;
  operateType: ExtensionOperateType;
  extensions: MessageExtension[];
  globalSequence: number;
  clearSequence: number;
}
