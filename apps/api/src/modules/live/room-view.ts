import type { AppContext } from '../../app-context';
import { fansCounts, followedAmong } from '../anchors/follow-repo';
import { matchView } from '../matches/present';
import type { MatchView } from '../matches/present';
import type { SportsData } from '../sports/runtime';
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
  /** Players of the stream (the media service's heartbeat). */
  viewers: number;
  /**
   * People in the room's chat (spec "room info" memberCount): the messaging service's online count of the room's
   * group, at most a few seconds old (live-chat/online-counts.ts); 0 when unknown.
   */
  member_count: number;
  /** The room's one "heat" number, what the cards show: the larger of `viewers` and `member_count`. */
  heat: number;
  /** Unix seconds the current live started (0 when offline). */
  starttime: number;
  fans_count: number;
  attented: 0 | 1;
  stream_name: string;
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
      heat: Math.max(r.viewers, memberCount),
      starttime: r.state !== 'offline' && r.started_at ? Math.floor(r.started_at / 1000) : 0,
      fans_count: fans.get(r.anchor_id) ?? 0,
      attented: followed.has(r.anchor_id) ? 1 : 0,
      stream_name: streamName,
    };
  });
}
