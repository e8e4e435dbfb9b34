import type { Generated } from 'kysely';

/** Who may send in a room: everyone, logged-in users only, or the anchor's fans only (managers always may). */
export type SpeakRule = 'all' | 'users' | 'fans';

/** A room's chat settings (one row per room, made on the first change; absent means the defaults). */
export interface LiveRoomChatTable {
  room_id: number;
  speak: Generated<SpeakRule>;
  /** Seconds between two sends of one member (0: unlimited). */
  slow_mode: Generated<number>;
  mute_all: Generated<number>;
  announcement: Generated<string>;
  /** Epoch ms of the announcement (0: none). */
  announcement_at: Generated<number>;
  updated_at: number;
}

/** A manager the room's anchor set. */
export interface LiveRoomAdminsTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  created_at: number;
}

/** A ban from a room's chat, until epoch seconds `until` (the messaging service enforces it). */
export interface LiveRoomBansTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  until: number;
  operator_id: number;
  created_at: number;
}

/** A room-management message as it was posted (JSON `data`), for newcomers' `getLiveChat`. */
export interface LiveRoomNoticesTable {
  id: Generated<number>;
  room_id: number;
  action: string;
  data: string;
  created_at: number;
}

/** The live-chat tables, merged into the database schema. */
export interface LiveChatTables {
  live_room_chat: LiveRoomChatTable;
  live_room_admins: LiveRoomAdminsTable;
  live_room_bans: LiveRoomBansTable;
  live_room_notices: LiveRoomNoticesTable;
}
