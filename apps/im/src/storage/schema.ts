import type { Generated } from 'kysely';
import type { MessageExtrasTables } from '../messages/extras-tables';
import type { ConversationGroupsTables } from '../conversations/groups-tables';
import type { GroupAdminTables } from '../groups/admin-tables';
import type {
  BlacklistTable,
  FriendAppsTable,
  FriendGroupMembersTable,
  FriendGroupsTable,
  FriendsTable,
  StatusSubsTable,
  UserStatusTable,
} from '../social/tables';

/** Table types for Kysely. Times are seconds since the epoch; JSON columns are text. */

/** Accounts: created at login, on admin import, or when first addressed. */
export interface UsersTable {
  user_id: string;
  nick: string;
  avatar: string;
  /** Extra profile fields as JSON text. */
  profile: string;
  /** Last timeline cursor handed out. */
  next_cursor: number;
  /** Highest cursor some session of the user acknowledged. */
  ack_cursor: number;
  created_at: number;
  /** Signatures with a lower generation are refused at login (raised by the admin route account/revoke). */
  min_sig_gen: Generated<number>;
}

/** The per-user timeline: C2C messages, system notices and per-user events. */
export interface TimelineTable {
  user_id: string;
  cursor: number;
  kind: string;
  conv_id: string;
  /** Message reference: C2C pair key or group ID, with sequence. */
  ref_key: string;
  ref_seq: number;
  time: number;
}

/** C2C sequence counters, one per unordered user pair ("a|b", sorted). */
export interface PairsTable {
  pair_key: string;
  next_seq: number;
}

/** Stored messages: C2C (scope = pair key), group (scope = group ID) and system notices (scope "sys|user"). */
export interface MessagesTable {
  scope: string;
  seq: number;
  id: string;
  conv_type: string;
  from_id: string;
  to_id: string;
  random: number;
  time: number;
  /** The message fields not kept in columns (elements, nick, cloudCustomData...) as JSON text. */
  body: string;
  is_revoked: number;
  revoker: string;
  version: number;
  no_unread: number;
  no_last: number;
  /** At-mentions as JSON array text. */
  at_users: string;
}

/** A user's conversation state. */
export interface ConversationsTable {
  owner_id: string;
  conv_id: string;
  conv_type: string;
  /** Sequence of the last message, and of the last one that may be shown as lastMessage. */
  last_seq: Generated<number>;
  show_seq: Generated<number>;
  last_time: Generated<number>;
  read_seq: Generated<number>;
  read_time: Generated<number>;
  peer_read_time: Generated<number>;
  /** Messages at or below are cleared for this user. */
  clear_seq: Generated<number>;
  is_pinned: Generated<number>;
  pinned_at: Generated<number>;
  remind_type: Generated<string>;
  /** 1 when deleted by the user; a new message brings it back. */
  hidden: Generated<number>;
  update_time: Generated<number>;
}

/** Per-user deleted messages. */
export interface DeletedTable {
  owner_id: string;
  scope: string;
  seq: number;
}

/** Groups. */
export interface GroupsTable {
  group_id: string;
  type: string;
  name: string;
  avatar: string;
  introduction: string;
  notification: string;
  owner_id: string;
  create_time: number;
  info_seq: number;
  last_info_time: number;
  last_msg_time: number;
  next_seq: number;
  max_members: number;
  join_option: string;
  mute_all: number;
  support_topic: number;
  custom: string;
  /** 1 for a server-owned group: only the admin API posts in it. */
  read_only: Generated<number>;
}

/** Group members. */
export interface MembersTable {
  group_id: string;
  user_id: string;
  role: string;
  join_time: number;
  /** Group sequence at join: earlier messages are invisible to the member. */
  join_seq: Generated<number>;
  name_card: Generated<string>;
  remind_type: Generated<string>;
  read_seq: Generated<number>;
  mute_until: Generated<number>;
  last_send_time: Generated<number>;
}

/** Join requests waiting for an admin. */
export interface JoinRequestsTable {
  group_id: string;
  user_id: string;
  message: string;
  time: number;
}

/** Read receipts: who read which message. */
export interface ReceiptsTable {
  scope: string;
  seq: number;
  user_id: string;
}

/** Mutes and bans in live rooms (times in seconds; 0 or past means none). */
export interface LiveSanctionsTable {
  group_id: string;
  user_id: string;
  mute_until: Generated<number>;
  ban_until: Generated<number>;
  operator_id: string;
}

/** A live room's chat rules (admin route live/rules); a room without a row has slow mode 0 and speak 'all'. */
export interface LiveRulesTable {
  group_id: string;
  slow_mode_seconds: number;
  /** 'all', 'users' (no guests) or 'fans' (the room's fans list and managers). */
  speak: string;
  updated_at: number;
}

/** A live room's fans list (admin route live/speakers): who may speak under speak 'fans'. */
export interface LiveSpeakersTable {
  group_id: string;
  user_id: string;
}

/** The database. */
export interface Database extends MessageExtrasTables, ConversationGroupsTables, GroupAdminTables {
  im_users: UsersTable;
  im_timeline: TimelineTable;
  im_pairs: PairsTable;
  im_messages: MessagesTable;
  im_conversations: ConversationsTable;
  im_deleted: DeletedTable;
  im_groups: GroupsTable;
  im_members: MembersTable;
  im_join_requests: JoinRequestsTable;
  im_receipts: ReceiptsTable;
  im_live_sanctions: LiveSanctionsTable;
  im_live_rules: LiveRulesTable;
  im_live_speakers: LiveSpeakersTable;
  im_friends: FriendsTable;
  im_friend_groups: FriendGroupsTable;
  im_friend_group_members: FriendGroupMembersTable;
  im_friend_apps: FriendAppsTable;
  im_blacklist: BlacklistTable;
  im_status_subs: StatusSubsTable;
  im_user_status: UserStatusTable;
}
