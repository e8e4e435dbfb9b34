/** Table types of the social tables (migration 7); schema.ts lists them in the Database interface. */

/** One direction of a friendship: `friend_id` is on `owner_id`'s list. */
export interface FriendsTable {
  owner_id: string;
  friend_id: string;
  remark: string;
  source: string;
  wording: string;
  /** Custom friend fields (Tag_SNS_Custom*) as JSON text of [{key, value}]. */
  custom: string;
  add_time: number;
}

/** A friend group of a user. */
export interface FriendGroupsTable {
  owner_id: string;
  name: string;
  created_at: number;
}

/** A friend in one of the owner's friend groups. */
export interface FriendGroupMembersTable {
  owner_id: string;
  name: string;
  friend_id: string;
}

/** A pending friend application from `from_id` to `to_id`. */
export interface FriendAppsTable {
  from_id: string;
  to_id: string;
  source: string;
  wording: string;
  /** What the applicant wants on their own list once accepted. */
  remark: string;
  group_name: string;
  add_type: string;
  time: number;
  /** 1 until the receiver marks the applications read. */
  unread: number;
}

/** `blocked_id` is on `owner_id`'s blacklist. */
export interface BlacklistTable {
  owner_id: string;
  blocked_id: string;
  time: number;
}

/** `subscriber_id` hears `target_id`'s status changes. */
export interface StatusSubsTable {
  subscriber_id: string;
  target_id: string;
}

/** A user's custom status, and whether the user ever logged in (statusType 3 "unlogged" otherwise). */
export interface UserStatusTable {
  user_id: string;
  custom_status: string;
  logged_in: number;
}
