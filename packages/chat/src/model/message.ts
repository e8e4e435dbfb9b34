import { CONV_TYPE, MESSAGE_PRIORITY, conversationIDOf } from '@tifo/protocol';
import type {
  ConversationType,
  ElemType,
  MessageControlInfo,
  MessageElement,
  MessagePriority,
  OfflinePushInfo,
  WireMessage,
} from '@tifo/protocol';
import { withTencentMergedItems } from './merged-view';

/**
 * A message's payload. tim-js-sdk 2.27.6 declares it `any`, and hosts written for it read `m.payload.text`
 * without narrowing on `m.type`; a union would refuse that code, so the declaration is kept. `elements`
 * is the typed view (MessageElement, narrowed by its `type`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- compatibility with tim-js-sdk's Message.payload
export type MessagePayload = any;

/** Send status (spec 4): unSend until the server answers, then success or fail. */
export type MessageStatus = 'unSend' | 'success' | 'fail';

/** Read receipt counters of a message. */
export interface ReadReceiptInfo {
  isPeerRead: boolean;
  readCount: number;
  unreadCount: number;
}

/** A message as the host sees it (spec 3), field names of the Tencent SDK. */
export interface Message {
  /** Server ID once sent; a local ID before. */
  ID: string;
  type: ElemType;
  /** The first element's content (one of MessageElement['content'], by `type`). */
  payload: MessagePayload;
  elements: MessageElement[];
  conversationID: string;
  conversationType: ConversationType;
  from: string;
  to: string;
  /** 'out' when the current user sent it. */
  flow: 'in' | 'out';
  /** Server sequence in the conversation (0 before the send answer). */
  sequence: number;
  random: number;
  /** Server time, seconds (client time until sent). */
  time: number;
  clientTime: number;
  /** Client-side sequence of unsent messages (local ordering only). */
  clientSequence: number;
  status: MessageStatus;
  nick: string;
  avatar: string;
  nameCard: string;
  priority: MessagePriority;
  cloudCustomData: string;
  isRead: boolean;
  isPeerRead: boolean;
  isRevoked: boolean;
  revoker: string;
  isDeleted: boolean;
  isModified: boolean;
  version: number;
  needReadReceipt: boolean;
  readReceiptInfo: ReadReceiptInfo;
  atUserList: string[];
  onlineOnlyFlag: boolean;
  isSupportExtension: boolean;
  /** Topics and targeted receivers are later areas; always empty for now. */
  topicID: string;
  receiverList: string[];
  messageControlInfo: MessageControlInfo;
  offlinePushInfo?: OfflinePushInfo;
  /** Live rooms: broadcast sequence (gap detection). */
  broadcastSequence?: number;
  /** True for the service's broadcast to every online user (admin API `message/broadcast`). */
  isBroadcastMessage: boolean;
}

/** The unique key of spec 3: from, to, random, sequence, time joined. */
export function messageKey(m: Pick<Message, 'from' | 'to' | 'random' | 'sequence' | 'time'>): string {
  return `${m.from}_${m.to}_${m.random}_${m.sequence}_${m.time}`;
}

/** Builds the host-facing message from a wire message, as seen by `selfUserID`. */
export function messageFromWire(wire: WireMessage, selfUserID: string): Message {
  const elements = wire.elements;
  const first = elements[0];
  withTencentMergedItems(elements);
  const conversationID = conversationIDOf(wire, selfUserID);
  return {
    ID: wire.ID,
    type: (first?.type ?? 'TIMCustomElem') as ElemType,
    payload: first?.content ?? { data: '', description: '', extension: '' },
    elements,
    conversationID,
    conversationType: wire.conversationType,
    from: wire.from,
    to: wire.to,
    flow: wire.from === selfUserID ? 'out' : 'in',
    sequence: wire.sequence,
    random: wire.random,
    time: wire.time,
    clientTime: wire.clientTime,
    clientSequence: 0,
    status: 'success',
    nick: wire.nick,
    avatar: wire.avatar,
    nameCard: wire.nameCard,
    priority: wire.priority ?? MESSAGE_PRIORITY.NORMAL,
    cloudCustomData: wire.cloudCustomData,
    isRead: wire.from === selfUserID,
    isPeerRead: Boolean(wire.readReceiptInfo?.isPeerRead),
    isRevoked: wire.isRevoked,
    revoker: wire.revoker,
    isDeleted: false,
    isModified: wire.version > 0,
    version: wire.version,
    needReadReceipt: wire.needReadReceipt,
    readReceiptInfo: {
      isPeerRead: Boolean(wire.readReceiptInfo?.isPeerRead),
      readCount: wire.readReceiptInfo?.readCount ?? 0,
      unreadCount: wire.readReceiptInfo?.unreadCount ?? 0,
    },
    atUserList: wire.atUserList ?? [],
    onlineOnlyFlag: wire.onlineOnlyFlag,
    isSupportExtension: Boolean(wire.isSupportExtension),
    // A community topic's messages are addressed to the topic (`${groupID}@TOPIC#_...`).
    topicID: wire.to.includes('@TOPIC#_') ? wire.to : '',
    receiverList: [],
    messageControlInfo: wire.messageControlInfo ?? {},
    isBroadcastMessage: wire.isBroadcastMessage === true,
    ...(wire.broadcastSequence !== undefined ? { broadcastSequence: wire.broadcastSequence } : {}),
  };
}

/** Copies the server's view of a sent message onto the local one (same object, so the host's reference updates). */
export function applySent(local: Message, wire: WireMessage, selfUserID: string): Message {
  const sent = messageFromWire(wire, selfUserID);
  Object.assign(local, sent, { clientSequence: local.clientSequence, status: 'success' as const });
  return local;
}

/** True when a message counts toward unread (incoming, not revoked, not excluded). */
export function countsAsUnread(m: Message): boolean {
  return (
    m.flow === 'in' &&
    m.conversationType !== CONV_TYPE.SYSTEM &&
    !m.onlineOnlyFlag &&
    !m.messageControlInfo.excludedFromUnreadCount
  );
}
