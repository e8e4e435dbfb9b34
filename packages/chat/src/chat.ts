import { CMD, CONV_TYPE, GROUP_TYPE, groupConversationID } from '@tifo/protocol';
import type { GroupType, RemindType, UpdateGroupProfileRequest } from '@tifo/protocol';
import type { ChatOptions } from './chat-options';
import { EVENT } from './constants/events';
import type { EventMap } from './constants/events';
import { TYPES } from './constants/types';
import { ok } from './core/context';
import type { ChatResponse } from './core/context';
import type { Listener } from './core/emitter';
import { ChatError, chatError } from './core/errors';
import { SdkState } from './core/state-machine';
import {
  audioElement,
  buildMessage,
  customElement,
  faceElement,
  fileElement,
  imageElement,
  locationElement,
  textElement,
  videoElement,
} from './model/create-message';
import type {
  AudioPayload,
  CreateMessageOptions,
  FilePayload,
  ImagePayload,
  SendMessageOptions,
  VideoPayload,
} from './model/create-message';
import type { Conversation } from './model/conversation';
import type { Group, GroupMember } from './model/group';
import type { Message } from './model/message';
import { MessageStore } from './model/message-store';
import { ConversationsModule } from './modules/conversations';
import { GroupsModule } from './modules/groups';
import type { CreateGroupOptions } from './modules/groups';
import { IncomingModule } from './modules/incoming';
import { LiveRoomSet } from './modules/live-room-set';
import { MessagesModule } from './modules/messages';
import type { MessageListPage } from './modules/messages';
import { Session } from './session';

/** setAllMessageRead scopes (Tencent names) and what the service calls them. */
export type ReadAllScope = 'readAllC2CMessage' | 'readAllGroupMessage' | 'readAll';
const READ_ALL_SCOPES: Record<string, 'C2C' | 'GROUP' | 'all'> = {
  readAllC2CMessage: 'C2C',
  readAllGroupMessage: 'GROUP',
  readAll: 'all',
};

/** Calls that work before the SDK is ready (spec 4). */
const ALLOWED_BEFORE_READY = new Set(['joinGroup', 'quitGroup', 'getGroupOnlineMemberCount']);

/**
 * The chat SDK: the public API of the Tencent Cloud Chat web SDK over the Tifo messaging service.
 * Every call resolves `{code: 0, data}` or rejects a ChatError `{code, message, data}`.
 */
export class Chat {
  /** Event names (`chat.on(Chat.EVENT.MESSAGE_RECEIVED, fn)`). */
  static readonly EVENT = EVENT;
  /** Constants: conversation, message, group, role, join and kick types. */
  static readonly TYPES = TYPES;

  private readonly session: Session;
  private readonly store = new MessageStore();
  private readonly conversations: ConversationsModule;
  private readonly groups: GroupsModule;
  private readonly messages: MessagesModule;
  private readonly incoming: IncomingModule;
  private readonly live: LiveRoomSet;

  /** Creates an instance (`Chat.create({SDKAppID, server})`). */
  static create(options: ChatOptions): Chat {
    if (!options || !options.SDKAppID) throw chatError('NO_SDKAPPID');
    return new Chat(options);
  }

  private constructor(options: ChatOptions) {
    this.session = new Session(options);
    const ctx = this.session;
    this.conversations = new ConversationsModule(ctx, this.store);
    this.groups = new GroupsModule(ctx, (groupID) => this.onGroupGone(groupID));
    this.messages = new MessagesModule(ctx, this.store, this.conversations, this.groups, (m, w) =>
      this.incoming.onSent(m, w),
    );
    this.incoming = new IncomingModule(ctx, this.store, this.conversations, this.groups, this.messages);
    this.live = new LiveRoomSet({
      unlimited: Boolean(options.unlimitedAVChatRoom),
      httpBase: () => this.session.httpBase(),
      onMessages: (list) => this.incoming.onLiveMessages(list),
      onError: (code, message) => this.session.emit('error', { code, message }),
      forget: (groupID) => this.onGroupGone(groupID),
    });
    this.session.attach({
      initialSync: () => this.initialSync(),
      recover: () => this.recover(),
      onPush: (frame) => this.incoming.onPush(frame),
      reset: () => this.resetLocal(),
    });
  }

  private async initialSync(): Promise<void> {
    await this.incoming.syncTimeline();
    await this.conversations.sync();
    const { groupList } = await this.groups.list();
    // Messages up to these sequences are history; only later ones are delivered as received.
    for (const g of groupList) {
      if (g.type !== GROUP_TYPE.AVCHATROOM)
        this.incoming.baseline(g.groupID, Math.max(0, g.nextMessageSeq - 1));
    }
    for (const c of this.conversations.all()) {
      if (c.type === CONV_TYPE.GROUP) this.incoming.baseline(c.conversationID.slice(5), c.lastSequence);
    }
  }

  private async recover(): Promise<void> {
    await this.incoming.syncTimeline();
    await this.conversations.sync();
    await this.incoming.recoverGroups();
    for (const groupID of this.live.socketRooms()) {
      await this.groups.join({ groupID, unlimited: this.unlimitedLive }).catch(() => undefined);
    }
  }

  private resetLocal(): void {
    this.conversations.reset();
    this.groups.reset();
    this.incoming.reset();
    this.store.clear();
    this.live.dropSocketRooms();
  }

  private get unlimitedLive(): boolean {
    return Boolean(this.session.options.unlimitedAVChatRoom);
  }

  private onGroupGone(groupID: string): void {
    this.conversations.remove(groupConversationID(groupID));
    this.store.removeConversation(groupConversationID(groupID));
    this.live.leave(groupID);
  }

  /** Runs a call behind the ready gate (2999) and wraps its result. */
  private async call<T>(name: string, fn: () => Promise<T> | T): Promise<ChatResponse<T>> {
    const { machine } = this.session;
    if (machine.state === SdkState.Destroyed) throw chatError('SDK_NOT_READY', `${name}: instance destroyed`);
    if (!machine.isReady && !ALLOWED_BEFORE_READY.has(name)) {
      throw chatError('SDK_NOT_READY', `${name}: SDK not ready (state ${machine.state})`);
    }
    return ok(await fn());
  }

  private create(
    options: CreateMessageOptions<unknown>,
    element: () => Parameters<typeof buildMessage>[2],
  ): Message {
    if (!this.session.machine.isReady) throw chatError('SDK_NOT_READY');
    return buildMessage(this.session.userID, options, element());
  }

  // ---- lifecycle and events ----

  /** Logs in; resolves `{repeatLogin}`; SDK_READY follows once conversations are synced. */
  async login(options: { userID: string; userSig: string }): Promise<ChatResponse<{ repeatLogin: boolean }>> {
    return ok(await this.session.login(options));
  }

  /** Logs out (errors on the way still count as success). */
  async logout(): Promise<ChatResponse<Record<string, never>>> {
    this.live.stopPolling();
    await this.session.logout();
    return ok({});
  }

  /** Logs out and releases everything; the instance is unusable afterwards. */
  async destroy(): Promise<ChatResponse<Record<string, never>>> {
    this.live.stopPolling();
    await this.session.destroy();
    return ok({});
  }

  /** Adds an event listener; it receives `{name, data}`. */
  on<K extends keyof EventMap>(name: K, listener: Listener<EventMap, K>, context?: unknown): void {
    this.session.events.on(name, listener, context);
  }

  /** Removes an event listener. */
  off<K extends keyof EventMap>(name: K, listener: Listener<EventMap, K>, context?: unknown): void {
    this.session.events.off(name, listener, context);
  }

  /** True once SDK_READY was emitted (until logout). */
  isReady(): boolean {
    return this.session.machine.isReady;
  }

  /** The logged-in user, '' when none. */
  getLoginUser(): string {
    return this.session.userID;
  }

  // ---- messages ----

  /** A text message (spec 5: text must be non-empty). */
  createTextMessage(options: CreateMessageOptions<{ text: string }>): Message {
    return this.create(options, () => textElement(options.payload));
  }

  /** A custom message (data, description, extension). */
  createCustomMessage(
    options: CreateMessageOptions<{ data?: string; description?: string; extension?: string }>,
  ): Message {
    return this.create(options, () => customElement(options.payload));
  }

  /** A face (sticker) message. */
  createFaceMessage(options: CreateMessageOptions<{ index: number; data: string }>): Message {
    return this.create(options, () => faceElement(options.payload));
  }

  /** A location message. */
  createLocationMessage(
    options: CreateMessageOptions<{ description: string; longitude: number; latitude: number }>,
  ): Message {
    return this.create(options, () => locationElement(options.payload));
  }

  /** An image message by URL (the host uploads). */
  createImageMessage(options: CreateMessageOptions<ImagePayload>): Message {
    return this.create(options, () => imageElement(options.payload));
  }

  /** A file message by URL. */
  createFileMessage(options: CreateMessageOptions<FilePayload>): Message {
    return this.create(options, () => fileElement(options.payload));
  }

  /** A sound message by URL. */
  createAudioMessage(options: CreateMessageOptions<AudioPayload>): Message {
    return this.create(options, () => audioElement(options.payload));
  }

  /** A video message by URL. */
  createVideoMessage(options: CreateMessageOptions<VideoPayload>): Message {
    return this.create(options, () => videoElement(options.payload));
  }

  /** Sends a created message; its status goes unSend -> success or fail. */
  sendMessage(message: Message, options?: SendMessageOptions): Promise<ChatResponse<{ message: Message }>> {
    return this.call('sendMessage', () => this.sendChecked(message, options));
  }

  private async sendChecked(message: Message, options?: SendMessageOptions): Promise<{ message: Message }> {
    const live =
      message?.conversationType === CONV_TYPE.GROUP &&
      this.groups.typeOf(message.to) === GROUP_TYPE.AVCHATROOM;
    if (live && !this.live.has(message.to)) throw chatError('NOT_IN_LIVE_ROOM', undefined, { message });
    return this.messages.send(message, options);
  }

  /** Resends a failed message. */
  resendMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
    return this.call('resendMessage', () => this.messages.resend(message));
  }

  /** Revokes a sent message (own within 2 minutes; group owner/admin any). */
  revokeMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
    return this.call('revokeMessage', () => this.messages.revoke(message));
  }

  /** Deletes up to 30 messages of one conversation, for me only. */
  deleteMessage(messageList: Message[]): Promise<ChatResponse<{ messageList: Message[] }>> {
    return this.call('deleteMessage', () => this.messages.delete(messageList));
  }

  /** Sends the host's edit of a message (change `payload` or `cloudCustomData` first). */
  modifyMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
    return this.call('modifyMessage', () => this.messages.modify(message));
  }

  /** History, 15 per page, older than `nextReqMessageID`. */
  getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): Promise<ChatResponse<MessageListPage>> {
    return this.call('getMessageList', () => this.messages.list(options));
  }

  /** History from a sequence (inclusive) towards older (direction 0) or newer (1). */
  getMessageListHopping(options: {
    conversationID: string;
    sequence?: number;
    count?: number;
    direction?: 0 | 1;
  }): Promise<ChatResponse<{ messageList: Message[]; isCompleted: boolean; nextMessageSeq: number }>> {
    return this.call('getMessageListHopping', () => this.messages.hop(options));
  }

  /** Marks a conversation read. */
  setMessageRead(options: { conversationID: string }): Promise<ChatResponse<Record<string, never>>> {
    return this.call('setMessageRead', async () => {
      await this.messages.read(options);
      return {};
    });
  }

  // ---- conversations ----

  /** The conversation list (pinned first, then newest). */
  getConversationList(options?: {
    conversationIDList?: string[];
  }): Promise<ChatResponse<{ conversationList: Conversation[]; isSyncCompleted: boolean }>> {
    return this.call('getConversationList', () => this.conversations.getList(options));
  }

  /** One conversation. */
  getConversationProfile(conversationID: string): Promise<ChatResponse<{ conversation: Conversation }>> {
    return this.call('getConversationProfile', async () => ({
      conversation: await this.conversations.getProfile(conversationID),
    }));
  }

  /** Deletes conversations (a string, or `{conversationIDList, clearHistoryMessage}`). */
  deleteConversation(
    options: string | { conversationIDList: string[]; clearHistoryMessage?: boolean },
  ): Promise<ChatResponse<{ conversationIDList: string[] }>> {
    return this.call('deleteConversation', async () => {
      const res = await this.conversations.delete(options);
      for (const id of res.conversationIDList) this.store.removeConversation(id);
      return res;
    });
  }

  /** Pins or unpins a conversation. */
  pinConversation(options: {
    conversationID: string;
    isPinned: boolean;
  }): Promise<ChatResponse<{ conversationID: string }>> {
    return this.call('pinConversation', () => this.conversations.pin(options));
  }

  /** Clears my history of a conversation (it stays in the list). */
  clearHistoryMessage(conversationID: string): Promise<ChatResponse<Record<string, never>>> {
    return this.call('clearHistoryMessage', async () => {
      await this.conversations.clearHistory(conversationID);
      this.store.removeConversation(conversationID);
      return {};
    });
  }

  /** Marks every conversation read; scope Chat.TYPES.READ_ALL_C2C_MSG, READ_ALL_GROUP_MSG or READ_ALL_MSG (default). */
  setAllMessageRead(options?: { scope?: ReadAllScope }): Promise<ChatResponse<Record<string, never>>> {
    return this.call('setAllMessageRead', async () => {
      const scope = options?.scope ?? TYPES.READ_ALL_MSG;
      const wire = READ_ALL_SCOPES[scope];
      if (!wire) throw chatError('INVALID_CONVERSATION_ID', 'scope must be one of Chat.TYPES.READ_ALL_*');
      await this.conversations.readAll(wire);
      return {};
    });
  }

  /** Reminder type for C2C peers (at most 30) or a group. */
  setMessageRemindType(options: {
    userIDList?: string[];
    groupID?: string;
    messageRemindType: RemindType;
  }): Promise<ChatResponse<Record<string, never>>> {
    return this.call('setMessageRemindType', async () => {
      await this.conversations.setRemindType(options);
      return {};
    });
  }

  /** Total unread over conversations that notify (synchronous, like the Tencent SDK). */
  getTotalUnreadMessageCount(): number {
    return this.session.machine.isReady ? this.conversations.totalUnread() : 0;
  }

  // ---- groups ----

  /** Creates a group of any of the five types. */
  createGroup(
    options: CreateGroupOptions,
  ): Promise<ChatResponse<{ group: Group; overLimitUserIDList: string[] }>> {
    return this.call('createGroup', async () => {
      const res = await this.groups.create(options);
      if (res.group.type === GROUP_TYPE.AVCHATROOM) {
        // The creator reads and speaks in the room at once, as after joinGroup.
        await this.groups.join({ groupID: res.group.groupID, unlimited: this.unlimitedLive });
        this.live.hold(res.group.groupID);
      } else this.incoming.baseline(res.group.groupID, Math.max(0, res.group.nextMessageSeq - 1));
      return res;
    });
  }

  /**
   * Joins a group. Logged in: over the socket. Not logged in: live rooms only, read by HTTP long
   * poll. Joining a live room leaves the previous one unless `unlimitedAVChatRoom`.
   */
  joinGroup(options: {
    groupID: string;
    applyMessage?: string;
    type?: GroupType;
  }): Promise<ChatResponse<{ status: string; group: Group | { groupID: string; type: GroupType } }>> {
    return this.call('joinGroup', async () => {
      if (!this.session.machine.isLoggedIn) return this.live.joinAnonymous(options?.groupID);
      const res = await this.groups.join({ ...options, unlimited: this.unlimitedLive });
      if (res.group.type === GROUP_TYPE.AVCHATROOM) this.live.hold(res.group.groupID);
      else this.incoming.baseline(res.group.groupID, Math.max(0, res.group.nextMessageSeq - 1));
      return { status: res.status, group: res.group };
    });
  }

  /** Leaves a group (or stops reading a live room anonymously). */
  quitGroup(groupID: string): Promise<ChatResponse<{ groupID: string }>> {
    return this.call('quitGroup', async () => {
      if (this.live.isPolling(groupID)) {
        this.onGroupGone(groupID);
        return { groupID };
      }
      if (!this.session.machine.isLoggedIn) throw chatError('MEMBER_NOT_IN_GROUP');
      return this.groups.quit(groupID);
    });
  }

  /** Dismisses a group (owner only; not work groups). */
  dismissGroup(groupID: string): Promise<ChatResponse<{ groupID: string }>> {
    return this.call('dismissGroup', () => this.groups.dismiss(groupID));
  }

  /** The groups I am in. */
  getGroupList(): Promise<ChatResponse<{ groupList: Group[] }>> {
    return this.call('getGroupList', () => this.groups.list());
  }

  /** One group's profile. */
  getGroupProfile(options: { groupID: string }): Promise<ChatResponse<{ group: Group }>> {
    return this.call('getGroupProfile', () => this.groups.profile(options));
  }

  /** Updates a group's profile (owner or admin). */
  updateGroupProfile(options: UpdateGroupProfileRequest): Promise<ChatResponse<{ group: Group }>> {
    return this.call('updateGroupProfile', () => this.groups.update(options));
  }

  /** Members, 15 by default, up to 100 per page. */
  getGroupMemberList(options: {
    groupID: string;
    count?: number;
    offset?: number;
  }): Promise<ChatResponse<{ memberList: GroupMember[]; offset: number }>> {
    return this.call('getGroupMemberList', () => this.groups.members(options));
  }

  /** Online members of a live room (cached up to 60 s). Works before login. */
  getGroupOnlineMemberCount(groupID: string): Promise<ChatResponse<{ memberCount: number }>> {
    return this.call('getGroupOnlineMemberCount', async () => {
      if (!this.session.machine.isLoggedIn) {
        this.session.connection.open();
        const res = await this.session.request(CMD.GROUP_ONLINE_COUNT, { groupID }, { auth: false });
        return { memberCount: res.onlineMemberNum };
      }
      return this.groups.onlineCount(groupID);
    });
  }
}

export { ChatError };
