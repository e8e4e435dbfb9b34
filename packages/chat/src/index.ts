/**
 * The headless chat SDK for the Tifo messaging service (the public API of the Tencent Cloud Chat
 * web SDK): runs in a browser, a web worker and Node.
 */
export { Chat, ChatError } from './chat';
export type { ChatSDK, ReadAllScope } from './chat';
export { Chat as default } from './chat';
export type { ChatOptions, LoginOptions } from './chat-options';
export { EVENT } from './constants/events';
export type { EventMap, EventName, GroupSystemNoticeReceived, ReadReceiptUpdate } from './constants/events';
export { TYPES, KICKED_OUT_TYPE, NET_STATE } from './constants/types';
export type { TypesValue } from './constants/types';
export type {
  ConversationInGroupUpdate,
  CustomField,
  Friend,
  FriendApplication,
  FriendApplicationListUpdate,
  FriendGroup,
  GroupAttributesUpdate,
  GroupCounterUpdate,
  Profile,
  Topic,
  TopicCreated,
  TopicDeleted,
  TopicSelfInfo,
  TopicUpdated,
  UserStatus,
} from './constants/event-data';
export { VERSION } from './version';
export type { ChatResponse } from './core/context';
export type { Listener } from './core/emitter';
export type { LogLevel } from './core/logger';
export { SdkState } from './core/state-machine';
export type { Message, MessagePayload, MessageStatus, ReadReceiptInfo } from './model/message';
export { messageKey } from './model/message';
export type {
  AudioPayload,
  CreateMessageOptions,
  FilePayload,
  ImagePayload,
  SendMessageOptions,
  VideoPayload,
} from './model/create-message';
export type { Conversation, LastMessage } from './model/conversation';
export type { Group, GroupMember, GroupSelfInfo } from './model/group';
export type { CreateGroupOptions } from './modules/groups';
export type { MessageListPage } from './modules/messages';
export type { Transport, TransportHandlers, TransportSocket, WebSocketConstructor } from './transport/types';
export { browserTransport, workerTransport, webSocketTransport } from './transport/websocket';
export { nodeTransport } from './transport/node';
export { TifoUploadPlugin } from './upload/storage-plugin';
export type { StorageUploadOptions } from './upload/storage-plugin';
export type { FileMessageOptions } from './upload/create';
export type {
  ProfanityFilterPlugin,
  UploadedPicture,
  UploadKind,
  UploadPlugin,
  UploadRequest,
  UploadResult,
} from './upload/types';
