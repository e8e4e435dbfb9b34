import type {
  MessageControlInfo,
  MessageElement,
  MessagePriority,
  OfflinePushInfo,
  WireMessage,
} from '@tifo/protocol';
import type { MessagesTable } from './schema';

/** The part of a message kept as JSON in `body`. */
interface StoredBody {
  elements: MessageElement[];
  clientTime: number;
  nick: string;
  avatar: string;
  nameCard: string;
  priority: MessagePriority;
  cloudCustomData: string;
  needReadReceipt: boolean;
  messageControlInfo: MessageControlInfo;
  isSupportExtension?: boolean;
  offlinePushInfo?: OfflinePushInfo;
}

/** Scope of a C2C pair (order-independent). */
export function pairScope(a: string, b: string): string {
  return a < b ? `c:${a}|${b}` : `c:${b}|${a}`;
}
/** Scope of a group's messages. */
export function groupScope(groupID: string): string {
  return `g:${groupID}`;
}
/** Scope of a user's system notices. */
export function systemScope(userID: string): string {
  return `s:${userID}`;
}

/** Builds the row of a new message. */
export function toRow(m: WireMessage, scope: string): MessagesTable {
  const body: StoredBody = {
    elements: m.elements,
    clientTime: m.clientTime,
    nick: m.nick,
    avatar: m.avatar,
    nameCard: m.nameCard,
    priority: m.priority,
    cloudCustomData: m.cloudCustomData,
    needReadReceipt: m.needReadReceipt,
    messageControlInfo: m.messageControlInfo,
    ...(m.isSupportExtension ? { isSupportExtension: true } : {}),
    ...(m.offlinePushInfo ? { offlinePushInfo: m.offlinePushInfo } : {}),
  };
  return {
    scope,
    seq: m.sequence,
    id: m.ID,
    conv_type: m.conversationType,
    from_id: m.from,
    to_id: m.to,
    random: m.random,
    time: m.time,
    body: JSON.stringify(body),
    is_revoked: m.isRevoked ? 1 : 0,
    revoker: m.revoker,
    version: m.version,
    no_unread: m.messageControlInfo.excludedFromUnreadCount ? 1 : 0,
    no_last: m.messageControlInfo.excludedFromLastMessage ? 1 : 0,
    at_users: JSON.stringify(m.atUserList),
  };
}

/** Reads a stored row back into a wire message. */
export function fromRow(r: MessagesTable): WireMessage {
  const b = JSON.parse(r.body) as StoredBody;
  return {
    ID: r.id,
    conversationType: r.conv_type as WireMessage['conversationType'],
    from: r.from_id,
    to: r.to_id,
    sequence: Number(r.seq),
    random: Number(r.random),
    time: Number(r.time),
    clientTime: b.clientTime,
    nick: b.nick,
    avatar: b.avatar,
    nameCard: b.nameCard,
    priority: b.priority,
    elements: b.elements,
    cloudCustomData: b.cloudCustomData,
    isRevoked: Number(r.is_revoked) === 1,
    revoker: r.revoker,
    version: Number(r.version),
    needReadReceipt: b.needReadReceipt,
    atUserList: JSON.parse(r.at_users) as string[],
    onlineOnlyFlag: false,
    messageControlInfo: b.messageControlInfo,
    ...(b.isSupportExtension ? { isSupportExtension: true } : {}),
    ...(b.offlinePushInfo ? { offlinePushInfo: b.offlinePushInfo } : {}),
  };
}

/** Seconds within which a message with the same sender and random is taken as a resend of the first. */
export const RESEND_WINDOW = 86400;
