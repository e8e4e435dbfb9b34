import type { AppContext } from '../../app-context';
import { fansCounts, followedAmong } from '../anchors';
import { matchView } from '../matches';
import type { MatchView } from '../matches';
import type { SportsData } from '../sports';
import type { RoomState } from './db-tables';
import type { RoomListRow } from './room-query';
import { streamNameOf } from './room-repo';
import { fillTemplate } from './stream-source';

/** live_status of a room: 1 live, 2 away (the anchor's stream is gone for 30 s), 0 offline. */
export const LIVE_STATUS: Record<RoomState, 0 | 1 | 2> = { offline: 0, live: 1, away: 2 };

/** A live room as every list and the live page show it. */
export interface LiveRoomView {
  liveid: number;
  id: number;
  anchorid: number;
  uid: number;
  nick_name: string;
  avatar: string;
  anchor_level: number;
  title: string;
  notice: string;
  /** The media service's thumbnail while live (refreshed every 30 s), else the anchor's own cover. */
  cover: string;
  room_cover: string;
  category_id: number;
  sport_id: number;
  kind: 'match' | 'show';
  matchid: number;
  match: MatchView | null;
  state: RoomState;
  live_status: 0 | 1 | 2;
  /** Distinct client addresses playing the stream (the media service's heartbeat; not sockets, not requests). */
  viewers: number;
  /**
   * Distinct identities in the room's chat (spec "room info" memberCount): signed-in users and guests by their
   * issued identity, each once (apps/im/src/live/audience.ts), at most a few seconds old
   * (live-chat/online-counts.ts); 0 when unknown.
   */
  member_count: number;
  /** The room's audience (roomAudience below), the one number the cards, the room header and member list show. */
  heat: number;
  /** Unix seconds the current live started (0 when offline). */
  starttime: number;
  fans_count: number;
  attented: 0 | 1;
  stream_name: string;
}

/**
 * The audience of a room, defined once: distinct identities watching. The chat counts signed-in users and guests
 * by identity; the stream counts distinct addresses (playback carries no identity, and a viewer who never opens
 * the chat still watches). Each is already deduplicated at its source, neither counts sockets or playlist
 * requests, and the larger of the two is the room's audience: one client's 1,000 sockets or 300 playlist
 * requests count once. room-query.ts orders lists by the same expression in SQL.
 */
export function roomAudience(streamViewers: number, chatIdentities: number): number {
  return Math.max(streamViewers, chatIdentities);
}

/**
 * Builds room views: the anchor, the match at the engine's now (when the room streams one), fans, whether the
 * caller follows the anchor, and the chat online counts `online` (room id to count).
 */
export async function roomViews(
  ctx: AppContext,
  rows: RoomListRow[],
  sports: SportsData | null,
  callerId: number | undefined,
  categorySports: Map<number, number>,
  online: Map<number, number> = new Map(),
): Promise<LiveRoomView[]> {
  const anchorIds = [...new Set(rows.map((r) => r.anchor_id))];
  const [fans, followed] = await Promise.all([
    fansCounts(ctx.db, anchorIds),
    followedAmong(ctx.db, callerId, anchorIds),
  ]);
  return rows.map((r) => {
    const m = r.match_id !== null ? sports?.index.matches.get(r.match_id) : undefined;
    const match = m && sports ? matchView(m, sports.index, sports.engine) : null;
    const streamName = streamNameOf(r.id);
    const memberCount = online.get(r.id) ?? 0;
    return {
      liveid: r.id,
      id: r.id,
      anchorid: r.anchor_id,
      uid: r.anchor_id,
      nick_name: r.nick_name,
      avatar: r.avatar,
      anchor_level: r.anchor_level,
      title: r.title || r.nick_name,
      notice: r.notice,
      cover: r.state === 'offline' ? r.cover : fillTemplate(ctx.config.live.coverUrlTemplate, streamName),
      room_cover: r.cover,
      category_id: r.category_id,
      sport_id: match?.sport_id ?? categorySports.get(r.category_id) ?? 0,
      kind: r.match_id !== null ? 'match' : 'show',
      matchid: r.match_id ?? 0,
      match: match ? { ...match, live: 1 } : null,
      state: r.state,
      live_status: LIVE_STATUS[r.state],
      viewers: r.viewers,
      member_count: memberCount,
      heat: roomAudience(r.viewers, memberCount),
      starttime: r.state !== 'offline' && r.started_at ? Math.floor(r.started_at / 1000) : 0,
      fans_count: fans.get(r.anchor_id) ?? 0,
      attented: followed.has(r.anchor_id) ? 1 : 0,
      stream_name: streamName,
    };
  });
}
