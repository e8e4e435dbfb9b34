import { CONV_TYPE, GROUP_TYPE, PUSH, groupConversationID } from '@tifo/protocol';
import type { PushBodyMap, SocialPush } from '@tifo/protocol';
import type { ChatCore } from './api/core';
import { conversationsApi } from './api/conversations';
import type { ConversationsApi } from './api/conversations';
import { groupsApi } from './api/groups';
import type { GroupsApi } from './api/groups';
import { messagesApi } from './api/messages';
import { messageExtrasApi } from './api/message-extras';
import type { MessageExtrasApi } from './api/message-extras';
import type { MessagesApi } from './api/messages';
import { pluginsApi } from './api/plugins';
import type { PluginsApi } from './api/plugins';
import { conversationGroupsApi } from './api/conversation-groups';
import type { ConversationGroupsApi } from './api/conversation-groups';
import { isSynchronousExperimental, runExperimental, runSynchronousExperimental } from './api/experimental';
import type { ChatOptions, LoginOptions } from './chat-options';
import { EVENT } from './constants/events';
import type { EventMap, EventName } from './constants/events';
import { TYPES } from './constants/types';
import type { TypesValue } from './constants/types';
import { ok } from './core/context';
import type { ChatResponse } from './core/context';
import type { Listener } from './core/emitter';
import { ChatError, chatError } from './core/errors';
import { SdkState } from './core/state-machine';
import { VERSION } from './version';
import { buildMessage } from './model/create-message';
import { MessageStore } from './model/message-store';
import { ConversationsModule } from './modules/conversations';
import { GroupsModule } from './modules/groups';
import { IncomingModule } from './modules/incoming';
import { LiveRoomSet } from './modules/live-room-set';
import { MessagesModule } from './modules/messages';
import { MessageExtensionsModule } from './modules/message-extensions';
import { MessageExtrasModule } from './modules/message-extras';
import { SocialModule } from './modules/social';
import { profileFromWire } from './model/profile';
import { ConversationGroupsModule } from './modules/conversation-groups';
import { friendsApi } from './api/friends';
import type { FriendsApi } from './api/friends';
import { profilesApi } from './api/profiles';
import { groupAdminApi } from './api/group-admin';
import type { GroupAdminApi } from './api/group-admin';
import { groupAttributesApi } from './api/group-attributes';
import type { GroupAttributesApi } from './api/group-attributes';
import { communitiesApi } from './api/communities';
import type { CommunitiesApi } from './api/communities';
import { GroupAdminModule } from './modules/group-admin';
import type { ProfilesApi } from './api/profiles';
import { Session } from './session';
import { PluginRegistry } from './upload/registry';
import { ServiceUploader } from './upload/service-upload';

export type { ReadAllScope } from './api/conversations';

/** The instance of each SDKAppID (`Chat.create` returns it again until it is destroyed), as Tencent's SDK does. */
const INSTANCES = new Map<number, Chat>();

/** Calls that work before the SDK is ready (spec 4). */
const ALLOWED_BEFORE_READY = new Set([
  'joinGroup',
  'quitGroup',
  'getGroupOnlineMemberCount',
  // UI kits ask their ability queries once login resolves, before SDK_READY.
  'callExperimentalAPI',
]);

/**
 * The areas of the public API, each in api/<area>.ts. Their methods are put on every instance, and the
 * interface below gives Chat their types: the TypeScript handbook's mixin pattern, so the class keeps the
 * lifecycle and an area's methods live beside the rest of that area.
 */
const AREAS = [
  messagesApi,
  conversationsApi,
  groupsApi,
  friendsApi,
  profilesApi,
  pluginsApi,
  conversationGroupsApi,
  groupAdminApi,
  groupAttributesApi,
  communitiesApi,
  messageExtrasApi,
] as const;

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the areas' methods are assigned in the constructor (AREAS)
export interface Chat
  extends
    MessagesApi,
    ConversationsApi,
    GroupsApi,
    FriendsApi,
    ProfilesApi,
    PluginsApi,
    ConversationGroupsApi,
    GroupAdminApi,
    GroupAttributesApi,
    CommunitiesApi,
    MessageExtrasApi {}

/**
 * The chat SDK: the public API of the Tencent Cloud Chat web SDK over the Tifo messaging service.
 * Every call resolves `{code: 0, data}` or rejects a ChatError `{code, message, data}`.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class Chat {
  /** Event names (`chat.on(Chat.EVENT.MESSAGE_RECEIVED, fn)`). */
  static readonly EVENT = EVENT;
  /** Constants: conversation, message, group, role, join and kick types. */
  static readonly TYPES = TYPES;
  /** This SDK's version. */
  static readonly VERSION = VERSION;

  private readonly core: ChatCore;
  private readonly appID: number;

  /**
   * The instance for `options.SDKAppID` (`Chat.create({SDKAppID, server})`): created on the first call, the
   * same one afterwards until destroy(), whatever the later options say (Tencent's rule). `isolated: true`
   * always builds a new one.
   */
  static create(options: ChatOptions): Chat {
    if (!options || !options.SDKAppID) throw chatError('NO_SDKAPPID');
    const appID = Number(options.SDKAppID);
    if (options.isolated) return new Chat(options);
    const existing = INSTANCES.get(appID);
    if (existing) return existing;
    const chat = new Chat(options);
    INSTANCES.set(appID, chat);
    return chat;
  }

  private constructor(options: ChatOptions) {
    this.appID = Number(options.SDKAppID);
    const session = new Session(options);
    const store = new MessageStore();
    const conversations = new ConversationsModule(session, store);
    const groups = new GroupsModule(session, (groupID) => core.onGroupGone(groupID));
    groups.onChanged = (group) => conversations.onGroupProfile(group);
    const messages = new MessagesModule(session, store, conversations, groups, (m, w) =>
      incoming.onSent(m, w),
    );
    const incoming = new IncomingModule(session, store, conversations, groups, messages);
    const social = new SocialModule(session);
    const conversationGroups = new ConversationGroupsModule(session, conversations);
    const groupAdmin = new GroupAdminModule(session, groups);
    const messageExtensions = new MessageExtensionsModule(session);
    const messageExtras = new MessageExtrasModule(session, store, conversations);
    const live = new LiveRoomSet({
      unlimited: Boolean(options.unlimitedAVChatRoom),
      httpBase: () => session.httpBase(),
      onMessages: (list) => incoming.onLiveMessages(list),
      onError: (code, message) => session.emit('error', { code, message }),
      forget: (groupID) => core.onGroupGone(groupID),
    });
    const core: ChatCore = {
      session,
      store,
      conversations,
      groups,
      messages,
      incoming,
      live,
      social,
      conversationGroups,
      groupAdmin,
      messageExtensions,
      messageExtras,
      plugins: new PluginRegistry(new ServiceUploader(() => session.uploadAuthority())),
      unlimitedLive: Boolean(options.unlimitedAVChatRoom),
      async call(name, fn) {
        const { machine } = session;
        if (machine.state === SdkState.Destroyed) {
          throw chatError('SDK_NOT_READY', `${name}: instance destroyed`);
        }
        if (!machine.isReady && !ALLOWED_BEFORE_READY.has(name)) {
          throw chatError('SDK_NOT_READY', `${name}: SDK not ready (state ${machine.state})`);
        }
        return ok(await fn());
      },
      create(messageOptions, element) {
        if (!session.machine.isReady) throw chatError('SDK_NOT_READY');
        return buildMessage(session.userID, messageOptions, element());
      },
      onGroupGone(groupID) {
        conversations.remove(groupConversationID(groupID));
        store.removeConversation(groupConversationID(groupID));
        live.leave(groupID);
      },
    };
    this.core = core;
    for (const area of AREAS) Object.assign(this, area(core));
    session.attach({
      initialSync: () => this.initialSync(),
      recover: () => this.recover(),
      onPush: (frame) => {
        incoming.onPush(frame);
        social.onPush(frame);
        const socialBody = frame.push === PUSH.SOCIAL ? (frame.body as SocialPush) : undefined;
        if (socialBody?.kind === 'profile') conversations.onUserProfile(profileFromWire(socialBody.profile));
        conversationGroups.onPush(frame);
        groupAdmin.onPush(frame);
        if (frame.push === PUSH.MESSAGE_EXTENSIONS)
          messageExtensions.onPush(frame.body as PushBodyMap['messageExtensions']);
      },
      reset: () => this.resetLocal(),
    });
  }

  private async initialSync(): Promise<void> {
    const { incoming, conversations, groups } = this.core;
    await incoming.syncTimeline();
    await conversations.sync();
    const { groupList } = await groups.list();
    // Messages up to these sequences are history; only later ones are delivered as received.
    for (const g of groupList) {
      if (g.type !== GROUP_TYPE.AVCHATROOM) incoming.baseline(g.groupID, Math.max(0, g.nextMessageSeq - 1));
    }
    for (const c of conversations.all()) {
      if (c.type === CONV_TYPE.GROUP) incoming.baseline(c.conversationID.slice(5), c.lastSequence);
    }
    this.core.messageExtras.markChecked();
  }

  private async recover(): Promise<void> {
    const { incoming, conversations, groups, live } = this.core;
    await incoming.syncTimeline();
    await conversations.sync();
    await incoming.recoverGroups();
    for (const groupID of live.socketRooms()) {
      await groups.join({ groupID, unlimited: this.core.unlimitedLive }).catch(() => undefined);
    }
    await this.core.social.recover();
    // Attribute, counter and topic pushes may have been missed while away: the next call asks the service.
    this.core.groupAdmin.reset();
    await this.core.conversationGroups.recover();
    await this.core.messageExtras.recoverRevoked();
  }

  private resetLocal(): void {
    const { conversations, groups, incoming, store, live } = this.core;
    conversations.reset();
    groups.reset();
    incoming.reset();
    store.clear();
    live.dropSocketRooms();
    this.core.social.reset();
    this.core.conversationGroups.reset();
    this.core.groupAdmin.reset();
    this.core.messageExtensions.reset();
    this.core.messageExtras.reset();
  }

  // ---- lifecycle and events ----

  /**
   * Logs in; resolves `{repeatLogin, errorInfo}` (errorInfo says why when repeatLogin is true, '' otherwise);
   * SDK_READY follows once conversations are synced.
   */
  async login(options: LoginOptions): Promise<ChatResponse<{ repeatLogin: boolean; errorInfo: string }>> {
    const { repeatLogin } = await this.core.session.login(options);
    const errorInfo = repeatLogin ? `already logged in as ${options.userID}` : '';
    return ok({ repeatLogin, errorInfo });
  }

  /** Logs out (errors on the way still count as success). */
  async logout(): Promise<ChatResponse<Record<string, never>>> {
    this.core.live.stopPolling();
    await this.core.session.logout();
    return ok({});
  }

  /** Logs out and releases everything; the instance is unusable afterwards. */
  async destroy(): Promise<ChatResponse<Record<string, never>>> {
    // The slot is free at once: a create() while the logout is under way gets a fresh instance.
    if (INSTANCES.get(this.appID) === this) INSTANCES.delete(this.appID);
    this.core.live.stopPolling();
    await this.core.session.destroy();
    return ok({});
  }

  /** Adds an event listener; it receives `{name, data}`. */
  on<K extends keyof EventMap>(name: K, listener: Listener<EventMap, K>, context?: unknown): void {
    this.core.session.events.on(name, listener, context);
  }

  /** Adds a listener called for the next event `name` only. */
  once<K extends keyof EventMap>(name: K, listener: Listener<EventMap, K>, context?: unknown): void {
    this.core.session.events.once(name, listener, context);
  }

  /** Removes an event listener. */
  off<K extends keyof EventMap>(name: K, listener: Listener<EventMap, K>, context?: unknown): void {
    this.core.session.events.off(name, listener, context);
  }

  /**
   * This instance's log level: 0 everything (with each request and push), 1 release (login, ready, ...),
   * 2 warnings and errors (the default), 3 errors, 4 none. Works before login.
   */
  setLogLevel(level: number): void {
    const { log } = this.core.session;
    if (!log.setLevel(level)) log.warn(`setLogLevel: ${String(level)} is not a level (0 to 4)`);
  }

  /**
   * Experimental APIs by name (Tencent's). They work before SDK_READY, as UI kits call them right after login:
   * `canIUseModule` and `isIntl` answer a boolean at once, as in @tencentcloud/chat; the others resolve
   * `{code: 0, data}`; unknown names reject with 2905.
   */
  callExperimentalAPI(api: 'canIUseModule' | 'isIntl', param?: unknown): boolean;
  callExperimentalAPI(api: string, param?: unknown): Promise<ChatResponse<unknown>>;
  callExperimentalAPI(api: string, param?: unknown): Promise<ChatResponse<unknown>> | boolean {
    if (isSynchronousExperimental(api)) return runSynchronousExperimental(api, param);
    return this.core.call('callExperimentalAPI', () => runExperimental(this.core, api, param));
  }

  /** True once SDK_READY was emitted (until logout). */
  isReady(): boolean {
    return this.core.session.machine.isReady;
  }

  /** The logged-in user, '' when none. */
  getLoginUser(): string {
    return this.core.session.userID;
  }
}

/**
 * Types under the class's name, as tim-js-sdk's `TIM` namespace has them: hosts written for it annotate
 * values with `TIM.TYPES` and `TIM.EVENT`, and keep compiling with `import TIM from '@tifo/chat'`.
 */
// eslint-disable-next-line @typescript-eslint/no-namespace -- a types-only namespace merged into the class is the only way to give `Chat.TYPES` a type meaning
export declare namespace Chat {
  /** Any TYPES value. */
  type TYPES = TypesValue;
  /** Any event name. */
  type EVENT = EventName;
}

/** tim-js-sdk's name of the instance type (`import { type ChatSDK } from 'tim-js-sdk'`). */
export type ChatSDK = Chat;

export { ChatError };
