import {
  AT_ALL,
  AT_TYPE,
  CMD,
  CONV_TYPE,
  LIMITS,
  REMIND_TYPE,
  c2cConversationID,
  groupConversationID,
  parseConversationID,
} from '@tifo/protocol';
import type { RemindType, WireMessage } from '@tifo/protocol';
import { ChatError, chatError } from '../core/errors';
import type { ChatContext } from '../core/context';
import { Throttle } from '../core/throttle';
import type { Timers } from '../core/throttle';
import {
  compareConversations,
  conversationFromWire,
  lastMessageOf,
  totalUnread,
} from '../model/conversation';
import type { Conversation } from '../model/conversation';
import type { Profile } from '../constants/event-data';
import type { Group } from '../model/group';
import type { Message } from '../model/message';
import { countsAsUnread } from '../model/message';
import type { MessageStore } from '../model/message-store';

/** Conversation list paging status (spec 4). */
type SyncStatus = 'notStarted' | 'pending' | 'resolved' | 'rejected';

function validID(id: unknown): string {
  if (typeof id !== 'string' || !parseConversationID(id)) throw chatError('INVALID_CONVERSATION_ID');
  return id;
}

/**
 * The local conversation list: synced in pages after login and after a reconnect, kept current
 * by incoming messages, and reported through throttled list events (one per second at most).
 */
export class ConversationsModule {
  private readonly byID = new Map<string, Conversation>();
  private status: SyncStatus = 'notStarted';
  private lastTotal = -1;
  private readonly listEvent: Throttle;
  private readonly unreadEvent: Throttle;

  private readonly fetching = new Map<string, Promise<Conversation>>();
  /** Per conversation, the last sequence the service's row already accounted for. */
  private readonly counted = new Map<string, number>();

  constructor(
    private readonly ctx: ChatContext,
    private readonly store: MessageStore,
    timers?: Timers,
  ) {
    this.listEvent = new Throttle(
      () => this.ctx.emit('onConversationListUpdated', this.sorted()),
      1000,
      timers,
    );
    this.unreadEvent = new Throttle(() => this.emitTotal(), 1000, timers);
  }

  /** Paging status of the last list sync. */
  get syncStatus(): SyncStatus {
    return this.status;
  }

  /** Pulls the whole list (pages of 100) and replaces the local one; conversations gone on the server go. */
  async sync(): Promise<void> {
    this.status = 'pending';
    try {
      const fresh = new Map<string, Conversation>();
      let startIndex = 0;
      for (;;) {
        const page = await this.ctx.request(CMD.CONV_LIST, { startIndex, count: 100 });
        for (const w of page.conversationList)
          fresh.set(w.conversationID, this.merge(conversationFromWire(w)));
        if (page.completeFlag === 1 || page.conversationList.length === 0) break;
        startIndex = page.nextStartIndex;
      }
      this.byID.clear();
      for (const [id, c] of fresh) this.byID.set(id, c);
      this.status = 'resolved';
      this.changed();
    } catch (error) {
      this.status = 'rejected';
      throw error;
    }
  }

  /** The sorted list (pinned first, then newest). */
  sorted(): Conversation[] {
    return [...this.byID.values()].sort(compareConversations);
  }

  /** A conversation by ID, if local. */
  get(id: string): Conversation | undefined {
    return this.byID.get(id);
  }

  /** Every local conversation. */
  all(): Conversation[] {
    return [...this.byID.values()];
  }

  /**
   * getConversationList: resyncs first when the last sync failed (spec 4). An ID list (an array, as Tencent
   * accepts it, or `{conversationIDList}`) narrows the answer; IDs not local are asked of the service, and
   * ones it does not know are left out.
   */
  async getList(
    options?: string[] | { conversationIDList?: string[] },
  ): Promise<{ conversationList: Conversation[]; isSyncCompleted: boolean }> {
    if (this.status === 'rejected' || this.status === 'notStarted') await this.sync();
    const ids = Array.isArray(options) ? options : options?.conversationIDList;
    if (ids !== undefined && !Array.isArray(ids))
      throw chatError('INVALID_CONVERSATION_ID', 'an array is required');
    let list = this.sorted();
    if (ids) {
      const wanted = new Set(ids.map(validID));
      for (const id of wanted) {
        if (!this.byID.has(id)) await this.fetchOne(id).catch(() => undefined);
      }
      list = this.sorted().filter((c) => wanted.has(c.conversationID));
    }
    return { conversationList: list, isSyncCompleted: this.status === 'resolved' };
  }

  /** getConversationProfile: local, else fetched (2500 when the service does not know it). */
  async getProfile(conversationID: string): Promise<Conversation> {
    validID(conversationID);
    return this.fetchOne(conversationID);
  }

  /** Fetches one conversation from the service and stores it (one fetch per conversation at a time). */
  fetchOne(conversationID: string): Promise<Conversation> {
    const running = this.fetching.get(conversationID);
    if (running) return running;
    const run = this.ctx
      .request(CMD.CONV_GET, { conversationID })
      .then(({ conversation }) => {
        const c = this.merge(conversationFromWire(conversation));
        this.byID.set(c.conversationID, c);
        this.changed();
        return c;
      })
      .finally(() => this.fetching.delete(conversationID));
    this.fetching.set(conversationID, run);
    return run;
  }

  /**
   * A server row is a snapshot: messages this instance received after it (higher sequences) are
   * added back, so a push that overtook the answer is neither lost nor counted twice.
   */
  private merge(row: Conversation): Conversation {
    this.counted.set(row.conversationID, row.lastSequence);
    let newest: Message | undefined;
    for (const m of this.store.list(row.conversationID)) {
      if (m.sequence <= row.lastSequence || m.onlineOnlyFlag) continue;
      if (countsAsUnread(m) && !m.isRead) row.unreadCount += 1;
      if (!newest || m.sequence > newest.sequence) newest = m;
    }
    if (newest) {
      if (!newest.messageControlInfo.excludedFromLastMessage) row.lastMessage = lastMessageOf(newest);
      row.lastSequence = newest.sequence;
      row.updateTime = Math.max(row.updateTime, newest.time);
    }
    return row;
  }

  /**
   * deleteConversation: a string, answered `{conversationID}` (rejected with the service's code when it fails),
   * or `{conversationIDList, clearHistoryMessage}`, answered with the deleted IDs (Tencent's shapes, spec 5).
   */
  async delete(
    options: string | { conversationIDList: string[]; clearHistoryMessage?: boolean },
  ): Promise<{ conversationID: string } | { conversationIDList: string[] }> {
    let ids: string[];
    let clear = true;
    if (typeof options === 'string') ids = [validID(options)];
    else if (typeof options === 'object' && options !== null) {
      if (!Array.isArray(options.conversationIDList) || options.conversationIDList.length === 0) {
        throw chatError('INVALID_CONVERSATION_ID', 'conversationIDList must be a non-empty array');
      }
      if (options.clearHistoryMessage !== undefined && typeof options.clearHistoryMessage !== 'boolean') {
        throw chatError('INVALID_CONVERSATION_ID', 'clearHistoryMessage must be a boolean');
      }
      ids = options.conversationIDList.slice(0, LIMITS.DELETE_CONVERSATIONS).map(validID);
      clear = options.clearHistoryMessage ?? true;
    } else throw chatError('INVALID_CONVERSATION_ID', 'a conversation ID string or object is required');
    const res = await this.ctx.request(CMD.CONV_DELETE, {
      conversationIDList: ids,
      clearHistoryMessage: clear,
    });
    const done = res.resultList.filter((r) => r.code === 0).map((r) => r.conversationID);
    for (const id of done) this.byID.delete(id);
    this.changed();
    if (typeof options !== 'string') return { conversationIDList: done };
    const failed = res.resultList.find((r) => r.code !== 0);
    if (failed) throw new ChatError(failed.code, failed.message, { conversationID: options });
    return { conversationID: options };
  }

  /** pinConversation: no call when already in the requested state (spec 4). */
  async pin(options: { conversationID: string; isPinned: boolean }): Promise<{ conversationID: string }> {
    const id = validID(options?.conversationID);
    const local = this.byID.get(id);
    if (local && local.isPinned === Boolean(options.isPinned)) return { conversationID: id };
    await this.ctx.request(CMD.CONV_PIN, { conversationID: id, isPinned: Boolean(options.isPinned) });
    await this.fetchOne(id);
    return { conversationID: id };
  }

  /** clearHistoryMessage: the conversation stays, its messages and last message go. */
  async clearHistory(conversationID: string): Promise<void> {
    validID(conversationID);
    await this.ctx.request(CMD.CONV_CLEAR_HISTORY, { conversationID });
    const c = this.byID.get(conversationID);
    if (c) {
      c.lastMessage = lastMessageOf(null);
      c.unreadCount = 0;
      this.changed();
    }
  }

  /** setAllMessageRead: scope all, C2C or GROUP. */
  async readAll(scope: 'all' | 'C2C' | 'GROUP'): Promise<void> {
    await this.ctx.request(CMD.CONV_READ_ALL, { scope });
    for (const c of this.byID.values()) {
      if (scope === 'all' || c.type === scope) {
        c.unreadCount = 0;
        c.groupAtInfoList = [];
      }
    }
    this.changed();
  }

  /** setMessageRemindType for C2C peers (at most 30, extra cut) or one group. */
  async setRemindType(options: {
    userIDList?: string[];
    groupID?: string;
    messageRemindType: RemindType;
  }): Promise<void> {
    const type = options?.messageRemindType;
    if (!Object.values(REMIND_TYPE).includes(type)) {
      throw chatError('INVALID_CONVERSATION_ID', 'messageRemindType must be one of Chat.TYPES.MSG_REMIND_*');
    }
    if (options.groupID) {
      await this.ctx.request(CMD.CONV_SET_REMIND_TYPE, { groupID: options.groupID, messageRemindType: type });
      const c = this.byID.get(`GROUP${options.groupID}`);
      if (c) c.messageRemindType = type;
    } else {
      const users = (options.userIDList ?? []).slice(0, LIMITS.REMIND_USERS);
      if (users.length === 0) throw chatError('INVALID_CONVERSATION_ID', 'userIDList or groupID is required');
      await this.ctx.request(CMD.CONV_SET_REMIND_TYPE, { userIDList: users, messageRemindType: type });
      for (const u of users) {
        const c = this.byID.get(`C2C${u}`);
        if (c) c.messageRemindType = type;
      }
    }
    this.changed();
  }

  /** getTotalUnreadMessageCount. */
  totalUnread(): number {
    return totalUnread(this.byID.values());
  }

  /**
   * Applies a new message (incoming or sent): last message, time, unread for incoming ones.
   * Returns false when the conversation is not local, so the caller can fetch it.
   */
  onMessage(message: Message, wire: WireMessage): boolean {
    const c = this.byID.get(message.conversationID);
    if (!c) return false;
    // Already counted by the service's row. (Not c.lastSequence: my own sends raise that, and a
    // peer's message with a lower pair sequence can arrive after them.)
    if (message.sequence > 0 && message.sequence <= (this.counted.get(c.conversationID) ?? 0)) return true;
    if (
      !message.messageControlInfo.excludedFromLastMessage &&
      message.sequence >= c.lastMessage.lastSequence
    ) {
      c.lastMessage = lastMessageOf(wire);
    }
    c.lastSequence = Math.max(c.lastSequence, message.sequence);
    c.updateTime = Math.max(c.updateTime, message.time);
    if (countsAsUnread(message) && !message.isRead) {
      c.unreadCount += 1;
      this.addAtInfo(c, message);
    }
    this.changed();
    return true;
  }

  /** An unread group message that mentions me (or everyone) joins groupAtInfoList, as the service's row has it. */
  private addAtInfo(c: Conversation, message: Message): void {
    if (message.conversationType !== CONV_TYPE.GROUP || message.atUserList.length === 0) return;
    const me = message.atUserList.includes(this.ctx.userID);
    const all = message.atUserList.includes(AT_ALL);
    if (!me && !all) return;
    if (c.groupAtInfoList.some((a) => a.messageSequence === message.sequence)) return;
    c.groupAtInfoList.push({
      from: message.from,
      groupID: message.to,
      topicID: message.topicID,
      messageSequence: message.sequence,
      atTypeArray: [me && all ? AT_TYPE.AT_ALL_AT_ME : all ? AT_TYPE.AT_ALL : AT_TYPE.AT_ME],
    });
  }

  /** A revoke: marks the last message; an unread incoming message no longer counts (spec 4). */
  onRevoked(message: Message, wasUnread: boolean): void {
    const c = this.byID.get(message.conversationID);
    if (!c) return;
    if (c.lastMessage.lastSequence === message.sequence) {
      c.lastMessage.isRevoked = true;
      c.lastMessage.revoker = message.revoker;
      c.lastMessage.messageForShow = '[Message revoked]';
    }
    if (wasUnread && c.unreadCount > 0) c.unreadCount -= 1;
    this.changed();
  }

  /** Read locally (this or another device): unread and at-mentions cleared. */
  onRead(conversationID: string): void {
    const c = this.byID.get(conversationID);
    if (!c) return;
    c.unreadCount = 0;
    c.groupAtInfoList = [];
    this.changed();
  }

  /** The peer read my messages up to `time`. */
  onPeerRead(conversationID: string, time: number): void {
    const c = this.byID.get(conversationID);
    if (!c) return;
    c.peerReadTime = Math.max(c.peerReadTime, time);
    if (c.lastMessage.lastTime && c.lastMessage.lastTime <= c.peerReadTime) c.lastMessage.isPeerRead = true;
    this.changed();
  }

  /** A user's profile changed (PROFILE_UPDATED): the C2C conversation with them shows it. */
  onUserProfile(profile: Profile): void {
    const c = this.byID.get(c2cConversationID(profile.userID));
    if (!c) return;
    c.userProfile = profile;
    this.changed();
  }

  /** A group's profile changed (a tip, a fetch, my update): its conversation shows it. */
  onGroupProfile(group: Group): void {
    const c = this.byID.get(groupConversationID(group.groupID));
    if (!c) return;
    c.groupProfile = group;
    this.changed();
  }

  /** Removes a conversation locally (group dismissed, kicked, quit). */
  remove(conversationID: string): void {
    if (this.byID.delete(conversationID)) this.changed();
  }

  /** Schedules the throttled list and total-unread events. */
  changed(): void {
    this.listEvent.schedule();
    this.unreadEvent.schedule();
  }

  private emitTotal(): void {
    const total = this.totalUnread();
    if (total === this.lastTotal) return;
    this.lastTotal = total;
    this.ctx.emit('onTotalUnreadMessageCountUpdated', total);
  }

  /** Logout: forget everything, drop pending events. */
  reset(): void {
    this.byID.clear();
    this.counted.clear();
    this.status = 'notStarted';
    this.lastTotal = -1;
    this.listEvent.cancel();
    this.unreadEvent.cancel();
  }

  /** True for conversations that count in recovery (groups other than live rooms). */
  static isRecoverableGroup(c: Conversation): boolean {
    return c.type === CONV_TYPE.GROUP && c.subType !== 'AVChatRoom';
  }
}
