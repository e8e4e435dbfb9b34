import { CMD, CONV_TYPE, GROUP_TYPE, LIMITS, parseConversationID } from '@tifo/protocol';
import type { MessageElement, WireMessage } from '@tifo/protocol';
import { ChatError, chatError } from '../core/errors';
import type { ChatContext } from '../core/context';
import type { SendMessageOptions } from '../model/create-message';
import { applySent, messageFromWire } from '../model/message';
import type { Message } from '../model/message';
import type { MessageStore } from '../model/message-store';
import type { ConversationsModule } from './conversations';
import type { GroupsModule } from './groups';

/** A page of getMessageListHopping: nextMessageTime for C2C (Tencent's), nextMessageSeq always. */
export interface HopPage {
  messageList: Message[];
  isCompleted: boolean;
  nextMessageSeq: number;
  nextMessageTime?: number;
}

/** A page of history, as getMessageList answers. */
export interface MessageListPage {
  messageList: Message[];
  nextReqMessageID: string;
  isCompleted: boolean;
}

function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).ID === 'string' &&
    typeof (value as Message).conversationID === 'string' &&
    Array.isArray((value as Message).elements)
  );
}

function requireMessage(value: unknown): Message {
  if (!isMessage(value)) throw chatError('MESSAGE_SEND_FAIL', 'message send needs a message instance');
  return value;
}

/** Outgoing message calls: send, resend, revoke, delete, modify, history and read. */
export class MessagesModule {
  /** Unsent messages by random, so the echo of my own send is not shown twice. */
  private readonly sending = new Map<number, Message>();
  /** C2C hopping: the sequence of the page edge each answered nextMessageTime stands for (a bounded memo). */
  private readonly hopEdges = new Map<string, number>();

  constructor(
    private readonly ctx: ChatContext,
    private readonly store: MessageStore,
    private readonly conversations: ConversationsModule,
    private readonly groups: GroupsModule,
    private readonly onSent: (message: Message, wire: WireMessage) => void,
  ) {}

  /** True when `random` belongs to a send of this instance still waiting for its answer. */
  isSending(random: number): boolean {
    return this.sending.has(random);
  }

  /** sendMessage: unSend, then success (server ID, sequence, time) or fail. */
  async send(value: unknown, options: SendMessageOptions = {}): Promise<{ message: Message }> {
    const message = requireMessage(value);
    if (message.status === 'success') throw chatError('MESSAGE_SEND_FAIL', 'message already sent');
    message.status = 'unSend';
    if (options.onlineUserOnly) message.onlineOnlyFlag = true;
    if (options.messageControlInfo) message.messageControlInfo = { ...options.messageControlInfo };
    if (options.offlinePushInfo) message.offlinePushInfo = { ...options.offlinePushInfo };
    this.sending.set(message.random, message);
    const common = {
      elements: message.elements,
      random: message.random,
      // The service keeps this ID (Tencent does), so hosts that key their lists by ID see one message.
      ID: message.ID,
      clientTime: message.clientTime,
      cloudCustomData: message.cloudCustomData,
      onlineOnly: message.onlineOnlyFlag,
      needReadReceipt: message.needReadReceipt,
      isSupportExtension: message.isSupportExtension,
      messageControlInfo: message.messageControlInfo,
      ...(message.offlinePushInfo ? { offlinePushInfo: message.offlinePushInfo } : {}),
    };
    try {
      const res =
        message.conversationType === CONV_TYPE.GROUP
          ? await this.ctx.request(CMD.SEND_GROUP, {
              ...common,
              groupID: message.to,
              priority: message.priority,
              atUserList: message.atUserList,
            })
          : await this.ctx.request(CMD.SEND_C2C, { ...common, to: message.to });
      const localID = message.ID;
      applySent(message, res.message, this.ctx.userID);
      if (!message.onlineOnlyFlag) this.store.rekey(localID, message);
      this.onSent(message, res.message);
      return { message };
    } catch (error) {
      message.status = 'fail';
      // The service's own data comes along (slow mode's `retryAfter`, say), with the failed message.
      const served = error instanceof ChatError && typeof error.data === 'object' ? error.data : {};
      throw error instanceof ChatError
        ? new ChatError(error.code, error.message, { ...served, message })
        : chatError('MESSAGE_SEND_FAIL', undefined, { message });
    } finally {
      this.sending.delete(message.random);
    }
  }

  /** resendMessage: only a failed message; same random, so the service drops a duplicate. */
  async resend(value: unknown): Promise<{ message: Message }> {
    const message = requireMessage(value);
    if (message.status !== 'fail') throw chatError('MESSAGE_SEND_FAIL', 'only failed messages can be resent');
    return this.send(message);
  }

  /** revokeMessage: not system messages, not already revoked ones (spec 5). */
  async revoke(value: unknown): Promise<{ message: Message }> {
    const message = requireMessage(value);
    if (message.conversationType === CONV_TYPE.SYSTEM)
      throw chatError('REVOKE_FAIL', 'system messages cannot be revoked');
    if (message.isRevoked) throw chatError('REVOKE_FAIL', 'message already revoked');
    if (message.status !== 'success' || message.sequence <= 0)
      throw chatError('REVOKE_FAIL', 'message was not sent');
    await this.ctx.request(CMD.REVOKE, {
      conversationID: message.conversationID,
      sequence: message.sequence,
    });
    const wasUnread = message.flow === 'in' && !message.isRead;
    message.isRevoked = true;
    message.revoker = this.ctx.userID;
    this.conversations.onRevoked(message, wasUnread);
    return { message };
  }

  /** deleteMessage: at most 30 sent messages of one conversation, not the system one (spec 5). */
  async delete(value: unknown): Promise<{ messageList: Message[] }> {
    if (!Array.isArray(value) || value.length === 0)
      throw chatError('DELETE_FAIL', 'messageList must be a non-empty array');
    const list = value.map(requireMessage);
    if (list.length > LIMITS.DELETE_MESSAGES) throw chatError('DELETE_FAIL', 'at most 30 messages per call');
    const conversationID = list[0]!.conversationID;
    if (conversationID.startsWith(CONV_TYPE.SYSTEM))
      throw chatError('DELETE_FAIL', 'system messages cannot be deleted');
    for (const m of list) {
      if (m.conversationID !== conversationID)
        throw chatError('DELETE_FAIL', 'messages must be of one conversation');
      if (m.status !== 'success' || m.sequence <= 0)
        throw chatError('DELETE_FAIL', 'only sent messages can be deleted');
    }
    await this.ctx.request(CMD.DELETE, { conversationID, sequenceList: list.map((m) => m.sequence) });
    for (const m of list) {
      m.isDeleted = true;
      this.store.remove(m);
    }
    // The last message may have changed: the service recomputes it.
    await this.conversations.fetchOne(conversationID).catch(() => undefined);
    return { messageList: list };
  }

  /** modifyMessage: sends the host's edited payload; 2480 with the stored message on a version conflict. */
  async modify(value: unknown): Promise<{ message: Message }> {
    const message = requireMessage(value);
    if (
      message.conversationType === CONV_TYPE.GROUP &&
      this.groups.typeOf(message.to) === GROUP_TYPE.AVCHATROOM
    ) {
      throw chatError('INVALID_PARAMETER', 'modify is disabled in audio-video chat rooms');
    }
    if (message.status !== 'success' || message.sequence <= 0)
      throw chatError('MESSAGE_SEND_FAIL', 'message was not sent');
    const elements = [
      { type: message.type, content: message.payload } as MessageElement,
      ...message.elements.slice(1),
    ];
    try {
      const res = await this.ctx.request(CMD.MODIFY, {
        conversationID: message.conversationID,
        sequence: message.sequence,
        version: message.version,
        elements,
        cloudCustomData: message.cloudCustomData,
      });
      this.applyServerVersion(message, res.message);
      return { message };
    } catch (error) {
      if (error instanceof ChatError && error.code === chatError('MODIFY_CONFLICT').code) {
        const stored = (error.data as { message?: WireMessage } | undefined)?.message;
        if (stored) this.applyServerVersion(message, stored);
        throw new ChatError(error.code, error.message, { message });
      }
      throw error;
    }
  }

  private applyServerVersion(message: Message, wire: WireMessage): void {
    const fresh = messageFromWire(wire, this.ctx.userID);
    Object.assign(message, {
      elements: fresh.elements,
      payload: fresh.payload,
      type: fresh.type,
      version: fresh.version,
      isModified: fresh.version > 0,
      cloudCustomData: fresh.cloudCustomData,
    });
  }

  /** getMessageList: 15 per page, older than nextReqMessageID (spec 5: count 1..15). */
  async list(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): Promise<MessageListPage> {
    const conversationID = options?.conversationID;
    if (!parseConversationID(conversationID)) throw chatError('INVALID_CONVERSATION_ID');
    // Live rooms keep no history: Tencent resolves an empty completed page (the service answers the same).
    if (
      conversationID.startsWith(CONV_TYPE.GROUP) &&
      this.groups.typeOf(conversationID.slice(CONV_TYPE.GROUP.length)) === GROUP_TYPE.AVCHATROOM
    ) {
      return { messageList: [], nextReqMessageID: '', isCompleted: true };
    }
    const count = Math.min(
      Math.max(Math.floor(options.count ?? LIMITS.HISTORY_PAGE), 1),
      LIMITS.HISTORY_PAGE,
    );
    let sequence: number | undefined;
    if (options.nextReqMessageID) {
      const anchor = this.store.byID(conversationID, options.nextReqMessageID);
      if (!anchor)
        throw chatError('MESSAGE_NOT_FOUND', 'nextReqMessageID is not a message of this conversation');
      sequence = anchor.sequence;
    }
    const res = await this.ctx.request(CMD.HISTORY, {
      conversationID,
      direction: 0,
      count,
      ...(sequence !== undefined ? { sequence } : {}),
    });
    const messageList = this.keep(res.messageList);
    return { messageList, nextReqMessageID: messageList[0]?.ID ?? '', isCompleted: res.isCompleted };
  }

  /**
   * getMessageListHopping: from `sequence` (groups) or `time` (C2C), inclusive, towards older (direction 0) or
   * newer (1); without either, the newest page. C2C pages answer `nextMessageTime` (Tencent's shape).
   */
  async hop(options: {
    conversationID: string;
    sequence?: number;
    time?: number;
    count?: number;
    direction?: 0 | 1;
  }): Promise<HopPage> {
    const conversationID = options?.conversationID;
    if (!parseConversationID(conversationID)) throw chatError('INVALID_CONVERSATION_ID');
    const direction = options.direction ?? 0;
    if (direction !== 0 && direction !== 1) throw chatError('MESSAGE_SEND_FAIL', 'direction must be 0 or 1');
    const count = Math.min(
      Math.max(Math.floor(options.count ?? LIMITS.HISTORY_PAGE), 1),
      LIMITS.HISTORY_PAGE,
    );
    const c2c = conversationID.startsWith(CONV_TYPE.C2C);
    const anchor = options.sequence;
    if (anchor !== undefined && !(Number.isInteger(anchor) && anchor > 0)) {
      throw chatError('MESSAGE_SEND_FAIL', 'sequence must be a positive integer');
    }
    const time = c2c && anchor === undefined ? options.time : undefined;
    if (time !== undefined && !(Number.isInteger(time) && time >= 0)) {
      throw chatError('MESSAGE_SEND_FAIL', 'time must be a non-negative integer (seconds)');
    }
    // Several messages can share a second: a call with the nextMessageTime this instance just answered
    // continues after that page's edge message, so the page boundary neither repeats nor skips one.
    const edge = time !== undefined ? this.hopEdges.get(`${conversationID}|${direction}|${time}`) : undefined;
    // The service's sequence anchor is exclusive; `sequence` here is inclusive.
    const wireSequence = edge ?? (anchor === undefined ? undefined : anchor + (direction === 0 ? 1 : -1));
    const res = await this.ctx.request(CMD.HISTORY, {
      conversationID,
      direction,
      count,
      ...(wireSequence !== undefined ? { sequence: wireSequence } : {}),
      ...(wireSequence === undefined && time !== undefined ? { time } : {}),
    });
    const messageList = this.keep(res.messageList);
    const last = direction === 0 ? messageList[0] : messageList[messageList.length - 1];
    const nextMessageSeq = last ? last.sequence + (direction === 0 ? -1 : 1) : 0;
    if (!c2c) return { messageList, isCompleted: res.isCompleted, nextMessageSeq };
    const nextMessageTime = last ? last.time : 0;
    if (last) this.hopEdges.set(`${conversationID}|${direction}|${nextMessageTime}`, last.sequence);
    if (this.hopEdges.size > 200) this.hopEdges.delete(this.hopEdges.keys().next().value as string);
    return { messageList, isCompleted: res.isCompleted, nextMessageSeq, nextMessageTime };
  }

  private keep(wires: WireMessage[]): Message[] {
    const out: Message[] = [];
    for (const wire of [...wires].sort((a, b) => a.sequence - b.sequence)) {
      const fresh = messageFromWire(wire, this.ctx.userID);
      const known = this.store.byID(fresh.conversationID, fresh.ID);
      if (known) {
        Object.assign(known, { isRevoked: fresh.isRevoked, revoker: fresh.revoker });
        out.push(known);
        continue;
      }
      const c = this.conversations.get(fresh.conversationID);
      if (fresh.flow === 'in' && c && fresh.sequence <= c.lastSequence - c.unreadCount) fresh.isRead = true;
      if (fresh.flow === 'out' && c && c.peerReadTime >= fresh.time) fresh.isPeerRead = true;
      this.store.put(fresh);
      out.push(fresh);
    }
    return out;
  }

  /** setMessageRead: the whole conversation read (C2C up to now, group up to the last sequence). */
  async read(options: { conversationID: string }): Promise<void> {
    const conversationID = options?.conversationID;
    if (!parseConversationID(conversationID)) throw chatError('INVALID_CONVERSATION_ID');
    await this.ctx.request(CMD.MARK_READ, { conversationID });
    for (const m of this.store.list(conversationID)) m.isRead = true;
    this.conversations.onRead(conversationID);
  }
}
