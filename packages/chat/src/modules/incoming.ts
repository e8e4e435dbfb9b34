import {
  CMD,
  CONV_TYPE,
  ELEM_TYPE,
  GROUP_SYSTEM_NOTICE,
  GROUP_TIP,
  PUSH,
  fullLiveMessage,
  groupConversationID,
} from '@tifo/protocol';
import type { PushFrame, PushBodyMap, TimelineItem, WireMessage } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import { MessageDedup } from '../core/dedup';
import { Throttle } from '../core/throttle';
import type { Timers } from '../core/throttle';
import { messageFromWire } from '../model/message';
import type { Message } from '../model/message';
import type { MessageStore } from '../model/message-store';
import type { ConversationsModule } from './conversations';
import type { GroupsModule } from './groups';
import type { MessagesModule } from './messages';

/**
 * Everything that arrives: pushes and the results of sync and recovery. Each message passes the
 * dedup windows once, so a message delivered by push and again by sync is shown once.
 */
export class IncomingModule {
  private readonly dedup = new MessageDedup();
  /** Highest timeline cursor applied: the cookie for the next sync, acknowledged to the service. */
  private cursor = 0;
  private ackedCursor = 0;
  private readonly ackEvent: Throttle;
  /** Groups whose gap is being filled, so overlapping triggers do not race. */
  private readonly filling = new Map<string, Promise<void>>();
  /** Highest sequence each group's running fill must reach (raised by later gaps). */
  private readonly fillTarget = new Map<string, number>();
  private timelineSync: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private timelineAgain = false;

  constructor(
    private readonly ctx: ChatContext,
    private readonly store: MessageStore,
    private readonly conversations: ConversationsModule,
    private readonly groups: GroupsModule,
    private readonly messages: MessagesModule,
    timers?: Timers,
  ) {
    this.ackEvent = new Throttle(() => void this.ack(), 1000, timers);
  }

  /** Dispatches one push frame. */
  onPush(frame: PushFrame): void {
    switch (frame.push) {
      case PUSH.TIMELINE:
        this.onTimelinePush(frame.body as PushBodyMap['timeline']);
        break;
      case PUSH.GROUP_MESSAGE:
        this.onGroupMessage((frame.body as PushBodyMap['groupMessage']).message);
        break;
      case PUSH.GROUP_MESSAGE_UPDATED:
        this.onUpdated((frame.body as PushBodyMap['groupMessageUpdated']).message);
        break;
      case PUSH.LIVE_MESSAGES: {
        // Lean since protocol version 2: the batch names the room, the messages only what is not a default.
        const { groupID, messageList } = frame.body as PushBodyMap['liveMessages'];
        this.deliverLive(messageList.map((m) => fullLiveMessage(m, groupID)));
        break;
      }
      case PUSH.ONLINE_MESSAGE:
        this.deliver([(frame.body as PushBodyMap['onlineMessage']).message], false);
        break;
      case PUSH.READ_RECEIPT:
        this.onReadReceipt(frame.body as PushBodyMap['readReceipt']);
        break;
      default:
        break;
    }
  }

  /**
   * Timeline cursors grow by one per user. The next cursor is applied at once; an older one is a
   * repeat; a later one means something is missing (or overtook it), so the timeline is pulled from
   * the last applied cursor instead, which delivers everything in cursor order.
   */
  private onTimelinePush(item: TimelineItem): void {
    if (this.cursor > 0 && item.cursor === this.cursor + 1) {
      this.applyTimeline([item]);
      this.ackEvent.schedule();
      return;
    }
    if (this.cursor > 0 && item.cursor <= this.cursor) return;
    this.syncInBackground();
  }

  /** A pull nobody awaits: if it fails (timeout during an outage), it is tried again shortly. */
  private syncInBackground(attempt = 0): void {
    this.syncTimeline().catch(() => {
      if (attempt < 5)
        this.retryTimer = setTimeout(() => this.syncInBackground(attempt + 1), 1000 * (attempt + 1));
    });
  }

  /**
   * The timeline cookie loop (spec 4), coalesced: a call while one runs makes it run once more
   * after, so an item stored after the running loop read its last page is not missed.
   */
  syncTimeline(): Promise<void> {
    if (this.timelineSync) {
      this.timelineAgain = true;
      return this.timelineSync;
    }
    const run = (async () => {
      try {
        do {
          this.timelineAgain = false;
          await this.pullTimeline();
        } while (this.timelineAgain);
      } finally {
        this.timelineSync = null;
      }
    })();
    this.timelineSync = run;
    return run;
  }

  /**
   * One cookie loop: from the last cursor (0 = after the service's acknowledged one) until
   * syncFlag 2; every item is applied in order, then the cursor is acknowledged.
   */
  private async pullTimeline(): Promise<void> {
    let cookie = this.cursor > 0 ? String(this.cursor) : '';
    let syncFlag: 0 | 1 = 0;
    for (;;) {
      const res = await this.ctx.request(CMD.SYNC, { ...(cookie ? { cookie } : {}), syncFlag, count: 100 });
      this.applyTimeline(res.items);
      const position = Number(res.cookie);
      if (Number.isInteger(position) && position > this.cursor) this.cursor = position;
      if (res.syncFlag === 2 || !res.cookie) break;
      cookie = res.cookie;
      syncFlag = 1;
    }
    await this.ack();
  }

  /**
   * Closes group gaps: for every group conversation whose server sequence is past what this
   * instance holds, pull the missing range (15 at a time) and deliver it.
   */
  async recoverGroups(): Promise<void> {
    for (const c of this.conversations.all()) {
      if (c.type !== CONV_TYPE.GROUP || c.subType === 'AVChatRoom') continue;
      const groupID = c.conversationID.slice(5);
      await this.fillGroup(groupID, c.lastSequence);
      // A fill that was already running may have stopped short of this target: go on from there.
      if (this.store.lastSeq(c.conversationID) < c.lastSequence)
        await this.fillGroup(groupID, c.lastSequence);
    }
  }

  /** Sets where a group's delivery starts (login baseline, join): older messages are history. */
  baseline(groupID: string, lastSequence: number): void {
    this.store.noteSequence(groupConversationID(groupID), lastSequence);
  }

  private fillInBackground(groupID: string, upTo: number, attempt = 0): void {
    this.fillGroup(groupID, upTo).catch(() => {
      if (attempt < 5) {
        this.retryTimer = setTimeout(
          () => this.fillInBackground(groupID, upTo, attempt + 1),
          1000 * (attempt + 1),
        );
      }
    });
  }

  /** Fills a group up to `upTo`; a fill already running for the group takes the raised target instead. */
  private fillGroup(groupID: string, upTo: number): Promise<void> {
    this.fillTarget.set(groupID, Math.max(this.fillTarget.get(groupID) ?? 0, upTo));
    const running = this.filling.get(groupID);
    if (running) return running;
    const run = this.runFill(groupID).finally(() => {
      this.filling.delete(groupID);
      this.fillTarget.delete(groupID);
    });
    this.filling.set(groupID, run);
    return run;
  }

  private async runFill(groupID: string): Promise<void> {
    const conversationID = groupConversationID(groupID);
    let shortAnswers = 0;
    for (let guard = 0; guard < 1000; guard += 1) {
      const from = this.store.lastSeq(conversationID);
      const target = this.fillTarget.get(groupID) ?? 0;
      if (target > 0 && from >= target) break;
      const res = await this.ctx.request(CMD.GROUP_RANGE, { groupID, fromSequence: from, count: 15 });
      this.deliver(res.messageList, true);
      // Sequences with nothing visible (deleted, online-only) still count as seen.
      this.store.noteSequence(
        conversationID,
        Math.min(res.lastSequence, res.messageList.at(-1)?.sequence ?? from),
      );
      if (res.isCompleted || res.messageList.length === 0) {
        this.store.noteSequence(conversationID, res.lastSequence);
        // The target came from a push the range did not see yet: ask again, a few times at most.
        if (res.lastSequence >= (this.fillTarget.get(groupID) ?? 0) || ++shortAnswers > 3) break;
      }
    }
  }

  private onGroupMessage(wire: WireMessage): void {
    const conversationID = groupConversationID(wire.to);
    const held = this.store.lastSeq(conversationID);
    const known = this.store.knowsSeq(conversationID);
    if (known && wire.sequence > held + 1) {
      // A gap: pull the range, which also delivers this message in order.
      this.fillInBackground(wire.to, wire.sequence);
      return;
    }
    this.deliver([wire], true);
    // A group without a baseline (joined elsewhere after login) starts at its first message seen.
    if (!known || wire.sequence === held + 1) this.store.noteSequence(conversationID, wire.sequence);
  }

  private applyTimeline(items: TimelineItem[]): void {
    const fresh: WireMessage[] = [];
    for (const item of [...items].sort((a, b) => a.cursor - b.cursor)) {
      if (item.cursor <= this.cursor) continue;
      this.cursor = Math.max(this.cursor, item.cursor);
      if ((item.kind === 'message' || item.kind === 'system') && item.message) fresh.push(item.message);
      else if ((item.kind === 'revoke' || item.kind === 'modify') && item.message) {
        this.deliver(fresh.splice(0), true);
        this.onUpdated(item.message);
      } else if (item.kind === 'read' && item.conversationID) {
        for (const m of this.store.list(item.conversationID)) if (m.time <= (item.time ?? 0)) m.isRead = true;
        this.conversations.onRead(item.conversationID);
      } else if (item.kind === 'peerRead' && item.conversationID) {
        this.onPeerRead(item.conversationID, item.time ?? 0);
      }
    }
    this.deliver(fresh, true);
  }

  private deliver(wires: WireMessage[], stored: boolean): void {
    const out: Message[] = [];
    for (const wire of wires) {
      const message = messageFromWire(wire, this.ctx.userID);
      if (message.flow === 'out' && this.messages.isSending(message.random)) continue;
      if (!this.dedup.accept(message.conversationID, message.sequence, message.ID)) continue;
      if (stored) this.store.put(message);
      if (message.conversationType === CONV_TYPE.SYSTEM) this.onSystemNotice(message);
      else if (message.type === ELEM_TYPE.GROUP_TIP) this.onGroupTip(message);
      this.track(message, wire);
      out.push(message);
    }
    if (out.length > 0) this.ctx.emit('onMessageReceived', out);
    for (const message of out) {
      if (message.type !== ELEM_TYPE.GROUP_SYSTEM_NOTICE) continue;
      const type = (message.payload as { operationType?: number }).operationType ?? 0;
      this.ctx.emit('receiveGroupSystemNotice', { type, message });
    }
  }

  /** Sent by this instance: recorded so the echo (push or sync) is not shown again. */
  onSent(message: Message, wire: WireMessage): void {
    this.dedup.accept(message.conversationID, message.sequence, message.ID);
    if (message.conversationType === CONV_TYPE.GROUP && !message.onlineOnlyFlag && message.sequence > 0) {
      this.store.noteOwn(message.conversationID, message.sequence);
    }
    if (!message.onlineOnlyFlag) this.track(message, wire);
  }

  private track(message: Message, wire: WireMessage): void {
    if (message.onlineOnlyFlag || message.conversationType === CONV_TYPE.SYSTEM) return;
    if (!this.conversations.onMessage(message, wire)) {
      void this.conversations.fetchOne(message.conversationID).catch(() => undefined);
    }
  }

  private deliverLive(wires: WireMessage[]): void {
    const out: Message[] = [];
    for (const wire of wires) {
      const message = messageFromWire(wire, this.ctx.userID);
      if (message.flow === 'out' && this.messages.isSending(message.random)) continue;
      if (!this.dedup.accept(message.conversationID, message.sequence, message.ID)) continue;
      out.push(message);
    }
    if (out.length > 0) this.ctx.emit('onMessageReceived', out);
  }

  /** Live messages read by HTTP long poll (anonymous viewers). */
  onLiveMessages(wires: WireMessage[]): void {
    this.deliverLive(wires);
  }

  private onUpdated(wire: WireMessage): void {
    const fresh = messageFromWire(wire, this.ctx.userID);
    const known =
      this.store.bySeq(fresh.conversationID, fresh.sequence) ??
      this.store.byID(fresh.conversationID, fresh.ID);
    const target = known ?? fresh;
    if (fresh.isRevoked && !(known?.isRevoked ?? false)) {
      const wasUnread = target.flow === 'in' && !target.isRead;
      target.isRevoked = true;
      target.revoker = fresh.revoker;
      this.conversations.onRevoked(target, wasUnread);
      this.ctx.emit('onMessageRevoked', [target]);
      return;
    }
    if (fresh.version > (known?.version ?? -1)) {
      Object.assign(target, {
        elements: fresh.elements,
        payload: fresh.payload,
        type: fresh.type,
        version: fresh.version,
        isModified: true,
        cloudCustomData: fresh.cloudCustomData,
      });
      this.ctx.emit('onMessageModified', [target]);
    }
  }

  private onPeerRead(conversationID: string, time: number): void {
    const read: Message[] = [];
    for (const m of this.store.list(conversationID)) {
      if (m.flow === 'out' && !m.isPeerRead && m.time <= time) {
        m.isPeerRead = true;
        m.readReceiptInfo.isPeerRead = true;
        read.push(m);
      }
    }
    this.conversations.onPeerRead(conversationID, time);
    if (read.length > 0) this.ctx.emit('onMessageReadByPeer', read);
  }

  private onReadReceipt(body: PushBodyMap['readReceipt']): void {
    const updates = [];
    for (const sequence of body.sequenceList) {
      const m = this.store.bySeq(body.conversationID, sequence);
      if (!m) continue;
      if (body.readCount !== undefined) {
        m.readReceiptInfo.readCount = body.readCount;
        m.readReceiptInfo.unreadCount = body.unreadCount ?? Math.max(0, m.readReceiptInfo.unreadCount - 1);
      } else {
        m.readReceiptInfo.isPeerRead = true;
        m.isPeerRead = true;
      }
      updates.push({
        conversationID: body.conversationID,
        messageID: m.ID,
        readCount: m.readReceiptInfo.readCount,
        unreadCount: m.readReceiptInfo.unreadCount,
        isPeerRead: m.readReceiptInfo.isPeerRead,
      });
    }
    if (updates.length > 0) this.ctx.emit('onMessageReadReceiptReceived', updates);
  }

  /** Group system notices (spec 4): the local group list follows kicks, dismissals, joins and roles. */
  private onSystemNotice(message: Message): void {
    if (message.type !== ELEM_TYPE.GROUP_SYSTEM_NOTICE) return;
    const content = message.payload as { operationType: number; groupProfile: { groupID: string } };
    const groupID = content.groupProfile?.groupID;
    if (!groupID) return;
    switch (content.operationType) {
      case GROUP_SYSTEM_NOTICE.KICKED:
      case GROUP_SYSTEM_NOTICE.DISMISSED:
      case GROUP_SYSTEM_NOTICE.QUIT:
      case GROUP_SYSTEM_NOTICE.LIVE_BANNED:
        this.groups.forget(groupID);
        break;
      case GROUP_SYSTEM_NOTICE.JOIN_AGREED:
      case GROUP_SYSTEM_NOTICE.INVITED:
      case GROUP_SYSTEM_NOTICE.ADMIN_SET:
      case GROUP_SYSTEM_NOTICE.ADMIN_REMOVED:
        void this.groups
          .profile({ groupID })
          .then(({ group }) => this.groups.remember(group))
          .catch(() => undefined);
        break;
      default:
        break;
    }
  }

  /** Group tips (spec 4): member counts and profile changes; quit or kick of me removes the group. */
  private onGroupTip(message: Message): void {
    const tip = message.payload as {
      operationType: number;
      groupID: string;
      userIDList: string[];
      memberNum?: number;
      newGroupProfile?: Record<string, unknown>;
    };
    const group = this.groups.get(tip.groupID ?? message.to);
    if (!group) return;
    if (typeof tip.memberNum === 'number') {
      group.memberNum = tip.memberNum;
      group.memberCount = tip.memberNum;
    }
    if (tip.operationType === GROUP_TIP.GROUP_PROFILE_UPDATED && tip.newGroupProfile) {
      Object.assign(group, tip.newGroupProfile);
    }
    const me = this.ctx.userID;
    const gone = tip.operationType === GROUP_TIP.MEMBER_QUIT || tip.operationType === GROUP_TIP.MEMBER_KICKED;
    if (gone && tip.userIDList?.includes(me)) this.groups.forget(group.groupID);
    else this.groups.remember(group);
  }

  /** Acknowledges the highest applied cursor (the next login without a cookie starts after it). */
  async ack(): Promise<void> {
    if (this.cursor <= this.ackedCursor) return;
    const cursor = this.cursor;
    await this.ctx.request(CMD.ACK, { cursor }).then(
      () => {
        this.ackedCursor = Math.max(this.ackedCursor, cursor);
      },
      () => undefined,
    );
  }

  /** Logout: forget cursors and windows. */
  reset(): void {
    this.cursor = 0;
    this.ackedCursor = 0;
    this.dedup.clear();
    this.filling.clear();
    this.fillTarget.clear();
    this.timelineAgain = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.ackEvent.cancel();
  }
}
