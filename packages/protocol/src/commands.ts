/** Every command name, with its request and response body types. */

import type * as S from './bodies/session';
import type * as M from './bodies/messages';
import type * as C from './bodies/conversations';
import type * as G from './bodies/groups';

/** Command names. */
export const CMD = {
  LOGIN: 'session.login',
  LOGOUT: 'session.logout',
  HELLO: 'session.hello',
  PING: 'session.ping',
  COMMERCIAL_CONFIG: 'config.commercial',
  PROFANITY_LIST: 'config.profanity',

  SEND_C2C: 'msg.sendC2C',
  SEND_GROUP: 'msg.sendGroup',
  REVOKE: 'msg.revoke',
  DELETE: 'msg.delete',
  MODIFY: 'msg.modify',
  HISTORY: 'msg.history',
  SYNC: 'msg.sync',
  ACK: 'msg.ack',
  MARK_READ: 'msg.markRead',
  PEER_READ_TIME: 'msg.peerReadTime',
  SEND_READ_RECEIPT: 'msg.sendReadReceipt',
  READ_RECEIPT_LIST: 'msg.readReceiptList',

  CONV_LIST: 'conv.list',
  CONV_GET: 'conv.get',
  CONV_DELETE: 'conv.delete',
  CONV_CLEAR_HISTORY: 'conv.clearHistory',
  CONV_PIN: 'conv.pin',
  CONV_READ_ALL: 'conv.readAll',
  CONV_SET_REMIND_TYPE: 'conv.setRemindType',

  GROUP_CREATE: 'group.create',
  GROUP_DISMISS: 'group.dismiss',
  GROUP_JOIN: 'group.join',
  GROUP_QUIT: 'group.quit',
  GROUP_LIST: 'group.list',
  GROUP_PROFILE: 'group.profile',
  GROUP_UPDATE: 'group.update',
  GROUP_MEMBERS: 'group.members',
  GROUP_ONLINE_COUNT: 'group.onlineCount',
  GROUP_RANGE: 'group.range',
  GROUP_HANDLE_JOIN: 'group.handleJoin',
  GROUP_MUTE_MEMBER: 'group.muteMember',
  GROUP_BAN_MEMBER: 'group.banMember',
} as const;
/** One of CMD. */
export type CommandName = (typeof CMD)[keyof typeof CMD];

type Empty = Record<string, never>;

/** Request and response body types by command. */
export interface CommandMap {
  'session.login': { req: S.LoginRequest; res: S.LoginResponse };
  'session.logout': { req: S.LogoutRequest; res: Empty };
  'session.hello': { req: S.HelloRequest; res: S.HelloResponse };
  'session.ping': { req: S.PingRequest; res: S.PingResponse };
  'config.commercial': { req: Empty; res: S.CommercialConfigResponse };
  'config.profanity': { req: S.ProfanityListRequest; res: S.ProfanityListResponse };

  'msg.sendC2C': { req: M.SendC2CRequest; res: M.SendResponse };
  'msg.sendGroup': { req: M.SendGroupRequest; res: M.SendResponse };
  'msg.revoke': { req: M.RevokeRequest; res: Empty };
  'msg.delete': { req: M.DeleteMessagesRequest; res: Empty };
  'msg.modify': { req: M.ModifyRequest; res: M.ModifyResponse };
  'msg.history': { req: M.HistoryRequest; res: M.HistoryResponse };
  'msg.sync': { req: M.SyncRequest; res: M.SyncResponse };
  'msg.ack': { req: M.AckRequest; res: Empty };
  'msg.markRead': { req: M.MarkReadRequest; res: Empty };
  'msg.peerReadTime': { req: M.PeerReadTimeRequest; res: M.PeerReadTimeResponse };
  'msg.sendReadReceipt': { req: M.SendReadReceiptRequest; res: Empty };
  'msg.readReceiptList': { req: M.ReadReceiptListRequest; res: M.ReadReceiptListResponse };

  'conv.list': { req: C.ConversationListRequest; res: C.ConversationListResponse };
  'conv.get': { req: C.GetConversationRequest; res: { conversation: C.WireConversation } };
  'conv.delete': { req: C.DeleteConversationRequest; res: C.BulkResultResponse };
  'conv.clearHistory': { req: C.ClearHistoryRequest; res: Empty };
  'conv.pin': { req: C.PinRequest; res: Empty };
  'conv.readAll': { req: C.ReadAllRequest; res: Empty };
  'conv.setRemindType': { req: C.SetRemindTypeRequest; res: Empty };

  'group.create': { req: G.CreateGroupRequest; res: G.CreateGroupResponse };
  'group.dismiss': { req: G.GroupIDRequest; res: Empty };
  'group.join': { req: G.JoinGroupRequest; res: G.JoinGroupResponse };
  'group.quit': { req: G.GroupIDRequest; res: Empty };
  'group.list': { req: G.GroupListRequest; res: G.GroupListResponse };
  'group.profile': { req: G.GetGroupProfileRequest; res: G.GetGroupProfileResponse };
  'group.update': { req: G.UpdateGroupProfileRequest; res: { group: G.WireGroupProfile } };
  'group.members': { req: G.GroupMemberListRequest; res: G.GroupMemberListResponse };
  'group.onlineCount': { req: G.GroupIDRequest; res: G.OnlineCountResponse };
  'group.range': { req: G.GroupRangeRequest; res: G.GroupRangeResponse };
  'group.handleJoin': { req: G.HandleJoinRequest; res: Empty };
  'group.muteMember': { req: G.MuteMemberRequest; res: Empty };
  'group.banMember': { req: G.BanMemberRequest; res: Empty };
}

/** Request body type of a command. */
export type RequestBody<C extends CommandName> = CommandMap[C]['req'];
/** Response body type of a command. */
export type ResponseBody<C extends CommandName> = CommandMap[C]['res'];

/** Commands allowed before login (everything else answers 2024). */
export const PRE_LOGIN_COMMANDS: readonly CommandName[] = [
  CMD.LOGIN,
  CMD.LOGOUT,
  CMD.HELLO,
  CMD.PING,
  CMD.GROUP_JOIN,
  CMD.GROUP_QUIT,
  CMD.GROUP_ONLINE_COUNT,
];

/** Limits of spec section 9 that the service enforces. */
export const LIMITS = {
  HISTORY_PAGE: 15,
  DELETE_MESSAGES: 30,
  DELETE_CONVERSATIONS: 100,
  REMIND_USERS: 30,
  GROUP_LIST_PAGE: 50,
  GROUP_PROFILE_IDS: 50,
  MEMBER_LIST_MAX: 100,
  MEMBER_LIST_DEFAULT: 15,
  SYNC_PAGE: 100,
  /** Message body (all elements plus cloudCustomData), bytes of JSON. */
  MESSAGE_BYTES: 12 * 1024,
  NICK_BYTES: 500,
  REVOKE_SECONDS: 120,
  HELLO_INTERVAL: 120,
  LONG_POLL_HOLD: 90,
  ONLINE_COUNT_EXPIRE: 60,
} as const;

/** Commercial abilities: index of the bit in purchaseBits (spec 6). */
export const COMMERCIAL_ABILITY = {
  CONVERSATION_MARK: 0,
  CONVERSATION_GROUP: 1,
  GROUP_COUNTER: 2,
  TARGETED_RECEIVERS: 3,
  LIVE_MEMBER_LIST: 4,
  LIVE_BAN: 5,
  LIVE_HISTORY: 6,
  USER_STATUS: 7,
  MESSAGE_EXTENSION: 8,
  READ_RECEIPT: 9,
} as const;

/** True when `purchaseBits` has the ability's bit set. */
export function hasAbility(purchaseBits: string, ability: number): boolean {
  return purchaseBits.charAt(ability) === '1';
}
