import type { Generated } from 'kysely';

/** A room's live state: live (stream up or briefly down), away (no stream for 30 s), offline. */
export type RoomState = 'offline' | 'live' | 'away';

/** One room per anchor: the anchor's profile (title, category, cover, notice) and the room's live state. */
export interface LiveRoomsTable {
  id: Generated<number>;
  anchor_id: number;
  title: Generated<string>;
  /** live_categories.id; 0 before the anchor picked one. */
  category_id: Generated<number>;
  /** The match the anchor streams (null: a show). */
  match_id: number | null;
  cover: Generated<string>;
  notice: Generated<string>;
  state: Generated<RoomState>;
  /** The current live session while live or away. */
  session_id: number | null;
  /** Last evidence of the stream (publish, a heartbeat listing it, the drop itself), epoch ms. */
  stream_seen_at: Generated<number>;
  viewers: Generated<number>;
  /** The chat online count last read from the messaging service (every 5 s while lists are read). */
  chat_online: Generated<number>;
  /** 1 for the seeded demo anchors that the media service's demo runner drives. */
  is_demo: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A stream key: looked up by SHA-256, kept sealed (AES-GCM) so its anchor can see it again. */
export interface LiveStreamKeysTable {
  id: Generated<number>;
  room_id: number;
  key_hash: string;
  key_sealed: string;
  created_at: number;
  revoked_at: number | null;
}

/** One live of a room, from publish to offline. */
export interface LiveSessionsTable {
  id: Generated<number>;
  room_id: number;
  anchor_id: number;
  title: string;
  category_id: number;
  match_id: number | null;
  cover: Generated<string>;
  protocol: string;
  /** The stream key the stream was authorised with: a heartbeat drops a stream whose key has been revoked. */
  key_id: number | null;
  started_at: number;
  ended_at: number | null;
  end_reason: Generated<string>;
  peak_viewers: Generated<number>;
}

/** A recording file closed by the media service (for the videos issue). */
export interface LiveRecordingsTable {
  id: Generated<number>;
  room_id: number;
  session_id: number | null;
  stream_name: string;
  /** Path relative to the media service's recordings folder. */
  file: string;
  cover: Generated<string>;
  started_at: number;
  ended_at: number;
  duration_ms: number;
  bytes: number;
  created_at: number;
}

/** A user following an anchor. */
export interface AnchorFollowsTable {
  id: Generated<number>;
  user_id: number;
  anchor_id: number;
  created_at: number;
}

/** A room operator a viewer added from a live room (addOperateFriend), for private chat. */
export interface LiveOperateFriendsTable {
  id: Generated<number>;
  user_id: number;
  operate_uid: number;
  room_id: number;
  created_at: number;
}

/** The live tables, merged into the Database type in db/schema.ts. */
export interface LiveTables {
  live_rooms: LiveRoomsTable;
  live_stream_keys: LiveStreamKeysTable;
  live_sessions: LiveSessionsTable;
  live_recordings: LiveRecordingsTable;
  anchor_follows: AnchorFollowsTable;
  live_operate_friends: LiveOperateFriendsTable;
}
