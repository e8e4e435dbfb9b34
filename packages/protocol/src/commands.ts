/** Every command name, with its request and response body types. */

import type * as S from './bodies/session';
import type * as M from './bodies/messages';
import type * as C from './bodies/conversations';
import type * as G from './bodies/groups';
import type * as CG from './bodies/conversation-groups';
import type * as GA from './bodies/group-admin';
import type * as X from './bodies/message-extras';
import type * as SO from './bodies/social';

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
  READ_RECEIPT_MEMBERS: 'msg.readReceiptMembers',
  MSG_EXT_MODIFY: 'msgExt.modify',
  MSG_EXT_GET: 'msgExt.get',
  MERGER_UPLOAD: 'merger.upload',
  MERGER_DOWNLOAD: 'merger.download',
  TRANSLATE_TEXT: 'msg.translateText',
  GROUP_REVOKED_NOTIFY: 'group.revokedNotify',

  CONV_LIST: 'conv.list',
  CONV_GET: 'conv.get',
  CONV_DELETE: 'conv.delete',
  CONV_CLEAR_HISTORY: 'conv.clearHistory',
  CONV_PIN: 'conv.pin',
  CONV_READ_ALL: 'conv.readAll',
  CONV_SET_REMIND_TYPE: 'conv.setRemindType',
  CONV_SET_CUSTOM_DATA: 'conv.setCustomData',
  CONV_MARK: 'conv.mark',
  CONV_GROUP_LIST: 'conv.groupList',
  CONV_GROUP_CREATE: 'conv.groupCreate',
  CONV_GROUP_DELETE: 'conv.groupDelete',
  CONV_GROUP_RENAME: 'conv.groupRename',
  CONV_GROUP_ADD: 'conv.groupAdd',
  CONV_GROUP_REMOVE: 'conv.groupRemove',

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
  GROUP_ADD_MEMBER: 'group.addMember',
  GROUP_DELETE_MEMBER: 'group.deleteMember',
  GROUP_SET_MEMBER_ROLE: 'group.setMemberRole',
  GROUP_SET_MEMBER_INFO: 'group.setMemberInfo',
  GROUP_MARK_MEMBERS: 'group.markMembers',
  GROUP_MEMBER_PROFILE: 'group.memberProfile',
  GROUP_CHANGE_OWNER: 'group.changeOwner',
  GROUP_SEARCH: 'group.search',
  GROUP_SET_INVITE_OPTION: 'group.setInviteOption',
  GROUP_APPLICATIONS: 'group.applications',
  GROUP_ATTR_INIT: 'group.attrInit',
  GROUP_ATTR_SET: 'group.attrSet',
  GROUP_ATTR_DELETE: 'group.attrDelete',
  GROUP_ATTR_GET: 'group.attrGet',
  GROUP_COUNTER_UPDATE: 'group.counterUpdate',
  GROUP_COUNTER_GET: 'group.counterGet',
  COMMUNITY_LIST: 'group.communities',
  TOPIC_CREATE: 'topic.create',
  TOPIC_DELETE: 'topic.delete',
  TOPIC_UPDATE: 'topic.update',
  TOPIC_LIST: 'topic.list',
  TOPIC_READ: 'topic.read',

  PROFILE_GET: 'profile.get',
  PROFILE_UPDATE: 'profile.update',
  FRIEND_LIST: 'friend.list',
  FRIEND_ADD: 'friend.add',
  FRIEND_DELETE: 'friend.delete',
  FRIEND_CHECK: 'friend.check',
  FRIEND_PROFILE: 'friend.profile',
  FRIEND_UPDATE: 'friend.update',
  FRIEND_APPLICATIONS: 'friend.applications',
  FRIEND_ACCEPT: 'friend.accept',
  FRIEND_REFUSE: 'friend.refuse',
  FRIEND_DELETE_APPLICATION: 'friend.deleteApplication',
  FRIEND_READ_APPLICATIONS: 'friend.readApplications',
  FRIEND_GROUPS: 'friend.groups',
  FRIEND_GROUP_CREATE: 'friend.groupCreate',
  FRIEND_GROUP_DELETE: 'friend.groupDelete',
  FRIEND_GROUP_ADD: 'friend.groupAdd',
  FRIEND_GROUP_REMOVE: 'friend.groupRemove',
  FRIEND_GROUP_RENAME: 'friend.groupRename',
  BLACKLIST_GET: 'blacklist.get',
  BLACKLIST_ADD: 'blacklist.add',
  BLACKLIST_REMOVE: 'blacklist.remove',
  STATUS_SET: 'status.set',
  STATUS_GET: 'status.get',
  STATUS_SUBSCRIBE: 'status.subscribe',
  STATUS_UNSUBSCRIBE: 'status.unsubscribe',
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
  'msg.readReceiptMembers': { req: X.ReadReceiptMembersRequest; res: X.ReadReceiptMembersResponse };
  'msgExt.modify': { req: X.ModifyExtensionsRequest; res: X.ModifyExtensionsResponse };
  'msgExt.get': { req: X.GetExtensionsRequest; res: X.GetExtensionsResponse };
  'merger.upload': { req: X.MergerUploadRequest; res: X.MergerUploadResponse };
  'merger.download': { req: X.MergerDownloadRequest; res: X.MergerDownloadResponse };
  'msg.translateText': { req: X.TranslateTextRequest; res: X.TranslateTextResponse };
  'group.revokedNotify': { req: X.RevokedNotifyRequest; res: X.RevokedNotifyResponse };

  'conv.list': { req: C.ConversationListRequest; res: C.ConversationListResponse };
  'conv.get': { req: C.GetConversationRequest; res: { conversation: C.WireConversation } };
  'conv.delete': { req: C.DeleteConversationRequest; res: C.BulkResultResponse };
  'conv.clearHistory': { req: C.ClearHistoryRequest; res: Empty };
  'conv.pin': { req: C.PinRequest; res: Empty };
  'conv.readAll': { req: C.ReadAllRequest; res: Empty };
  'conv.setRemindType': { req: C.SetRemindTypeRequest; res: Empty };
  'conv.setCustomData': { req: CG.SetCustomDataRequest; res: CG.ConversationBulkResponse };
  'conv.mark': { req: CG.MarkRequest; res: CG.ConversationBulkResponse };
  'conv.groupList': { req: Empty; res: CG.ConversationGroupListResponse };
  'conv.groupCreate': { req: CG.CreateConversationGroupRequest; res: CG.CreateConversationGroupResponse };
  'conv.groupDelete': { req: CG.DeleteConversationGroupRequest; res: CG.ConversationGroupChangeResponse };
  'conv.groupRename': { req: CG.RenameConversationGroupRequest; res: CG.ConversationGroupChangeResponse };
  'conv.groupAdd': { req: CG.ConversationGroupItemsRequest; res: CG.ConversationBulkResponse };
  'conv.groupRemove': { req: CG.ConversationGroupItemsRequest; res: CG.ConversationBulkResponse };

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
  'group.addMember': { req: GA.AddGroupMemberRequest; res: GA.AddGroupMemberResponse };
  'group.deleteMember': { req: GA.DeleteGroupMemberRequest; res: GA.DeleteGroupMemberResponse };
  'group.setMemberRole': { req: GA.SetMemberRoleRequest; res: GA.MemberResponse };
  'group.setMemberInfo': { req: GA.SetMemberInfoRequest; res: GA.MemberResponse };
  'group.markMembers': { req: GA.MarkMembersRequest; res: GA.MarkMembersResponse };
  'group.memberProfile': { req: GA.MemberProfileRequest; res: GA.MemberProfileResponse };
  'group.changeOwner': { req: GA.ChangeOwnerRequest; res: { group: G.WireGroupProfile } };
  'group.search': { req: GA.SearchGroupRequest; res: { group: G.WireGroupProfile } };
  'group.setInviteOption': { req: GA.SetInviteOptionRequest; res: GA.InviteOptionResponse };
  'group.applications': { req: GA.GroupApplicationListRequest; res: GA.GroupApplicationListResponse };
  'group.attrInit': { req: GA.GroupAttributesWriteRequest; res: GA.GroupAttributesResponse };
  'group.attrSet': { req: GA.GroupAttributesWriteRequest; res: GA.GroupAttributesResponse };
  'group.attrDelete': { req: GA.GroupAttributesWriteRequest; res: GA.GroupAttributesResponse };
  'group.attrGet': { req: GA.GroupAttributesGetRequest; res: GA.GroupAttributesResponse };
  'group.counterUpdate': { req: GA.GroupCountersUpdateRequest; res: GA.GroupCountersResponse };
  'group.counterGet': { req: GA.GroupCountersGetRequest; res: GA.GroupCountersResponse };
  'group.communities': { req: Empty; res: G.GroupListResponse };
  'topic.create': { req: GA.CreateTopicRequest; res: { topic: GA.WireTopic } };
  'topic.delete': { req: GA.DeleteTopicRequest; res: GA.TopicResultResponse };
  'topic.update': { req: GA.UpdateTopicRequest; res: { topic: GA.WireTopic } };
  'topic.list': { req: GA.TopicListRequest; res: GA.TopicListResponse };
  'topic.read': { req: GA.TopicReadRequest; res: Empty };

  'profile.get': { req: SO.UserIDListRequest; res: SO.ProfileListResponse };
  'profile.update': { req: SO.ProfileUpdate; res: { profile: SO.WireProfile } };
  'friend.list': { req: SO.FriendListRequest; res: SO.FriendListResponse };
  'friend.add': { req: SO.AddFriendRequest; res: SO.AddFriendResponse };
  'friend.delete': { req: SO.DeleteFriendRequest; res: SO.DeleteFriendResponse };
  'friend.check': { req: SO.CheckFriendRequest; res: SO.CheckFriendResponse };
  'friend.profile': { req: SO.UserIDListRequest; res: SO.FriendProfileResponse };
  'friend.update': { req: SO.UpdateFriendRequest; res: { friend: SO.WireFriend } };
  'friend.applications': { req: Empty; res: SO.FriendApplicationListResponse };
  'friend.accept': { req: SO.AcceptFriendApplicationRequest; res: Empty };
  'friend.refuse': { req: { userID: string }; res: Empty };
  'friend.deleteApplication': { req: SO.DeleteFriendApplicationRequest; res: Empty };
  'friend.readApplications': { req: Empty; res: Empty };
  'friend.groups': { req: Empty; res: SO.FriendGroupListResponse };
  'friend.groupCreate': { req: SO.FriendGroupMembersRequest; res: SO.FriendGroupResultResponse };
  'friend.groupDelete': { req: { name: string }; res: { friendGroup: SO.WireFriendGroup } };
  'friend.groupAdd': { req: SO.FriendGroupMembersRequest; res: SO.FriendGroupResultResponse };
  'friend.groupRemove': { req: SO.FriendGroupMembersRequest; res: SO.FriendGroupResultResponse };
  'friend.groupRename': { req: SO.RenameFriendGroupRequest; res: { friendGroup: SO.WireFriendGroup } };
  'blacklist.get': { req: Empty; res: SO.BlacklistResponse };
  'blacklist.add': { req: SO.UserIDListRequest; res: SO.BlacklistResponse };
  'blacklist.remove': { req: SO.UserIDListRequest; res: SO.BlacklistResponse };
  'status.set': { req: SO.SetSelfStatusRequest; res: SO.WireUserStatus };
  'status.get': { req: SO.UserIDListRequest; res: SO.UserStatusResponse };
  'status.subscribe': { req: SO.UserIDListRequest; res: SO.SubscribeStatusResponse };
  'status.unsubscribe': { req: SO.UnsubscribeStatusRequest; res: SO.SubscribeStatusResponse };
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
  /** A merged message's list above this many bytes of JSON is uploaded (merger.upload) instead of inline. */
  MERGER_INLINE_BYTES: 11264,
  /** Read receipt detail page (spec 9: default and max 100). */
  READ_RECEIPT_MEMBERS: 100,
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
