import type { ChatResponse } from '../core/context';
import type { buildMessage } from '../model/create-message';
import type { Message } from '../model/message';
import type { MessageStore } from '../model/message-store';
import type { ConversationsModule } from '../modules/conversations';
import type { GroupsModule } from '../modules/groups';
import type { IncomingModule } from '../modules/incoming';
import type { LiveRoomSet } from '../modules/live-room-set';
import type { MessagesModule } from '../modules/messages';
import type { MessageExtensionsModule } from '../modules/message-extensions';
import type { MessageExtrasModule } from '../modules/message-extras';
import type { SocialModule } from '../modules/social';
import type { ConversationGroupsModule } from '../modules/conversation-groups';
import type { GroupAdminModule } from '../modules/group-admin';
import type { Session } from '../session';
import type { PluginRegistry } from '../upload/registry';

/**
 * What each area of the public API (api/<area>.ts) is built from. The Chat class owns these; an area turns
 * them into the Tencent-named methods a host calls, so chat.ts holds the lifecycle only and each area stays a
 * file of its own (the SDK has over a hundred methods).
 */
export interface ChatCore {
  readonly session: Session;
  readonly store: MessageStore;
  readonly conversations: ConversationsModule;
  readonly groups: GroupsModule;
  readonly messages: MessagesModule;
  readonly incoming: IncomingModule;
  readonly live: LiveRoomSet;
  /** registerPlugin's upload and profanity-filter plugins. */
  readonly plugins: PluginRegistry;
  /** Profiles, friends, blacklist and user status. */
  readonly social: SocialModule;
  /** Conversation marks, custom data and conversation groups. */
  readonly conversationGroups: ConversationGroupsModule;
  /** Member administration, owner, applications, attributes, counters, communities and topics. */
  readonly groupAdmin: GroupAdminModule;
  /** Message extensions (keys with their seq, pushes). */
  readonly messageExtensions: MessageExtensionsModule;
  /** Read receipts, merged-message upload and download, translation, missed revocations. */
  readonly messageExtras: MessageExtrasModule;
  /** Runs a call behind the ready gate (2999) and wraps its result in `{code: 0, data}`. */
  call<T>(name: string, fn: () => Promise<T> | T): Promise<ChatResponse<T>>;
  /** Builds a message for createXxxMessage (throws 2999 before ready). */
  create(
    options: Parameters<typeof buildMessage>[1],
    element: () => Parameters<typeof buildMessage>[2],
  ): Message;
  /** True when live rooms do not leave each other (`unlimitedAVChatRoom`). */
  readonly unlimitedLive: boolean;
  /** Drops a group everywhere locally (dismissed, quit, kicked). */
  onGroupGone(groupID: string): void;
}
