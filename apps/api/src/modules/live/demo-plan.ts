import type { DemoEvent, DemoMatch, DemoStream } from '@tifo/media-contract';
import { isBasketballTimerRunning, isLive } from '@tifo/sports';
import type { AppContext } from '../../app-context';
import { HOT_COMPETITION_CODES } from '../matches';
import type { MatchRecord, SportsData } from '../sports';
import { categoryIds, categoryOfSport } from './categories';
import { currentStreamKey } from './room-repo';
import type { RoomRow } from './room-repo';

/** A demo room's role: 1 streams a live match, 2 streams a non-match show (live_rooms.is_demo). */
export const DEMO_MATCH = 1;
export const DEMO_SHOW = 2;

/** The demo plan's shapes are the media contract's (demo-plan). */
export type { DemoEvent, DemoMatch, DemoStream };

/** English titles of the demo shows, by their order (the rooms carry the Chinese titles). */
export const DEMO_SHOW_TITLES = ['Tactics board', 'Basketball night talk', 'Pre-match studio'];
// Longest a match can run; matches older than this are not looked at.
const MAX_MATCH_SECONDS = 4 * 3600;
const EVENT_CAPTIONS = 10;

function clockText(m: MatchRecord, state: ReturnType<SportsData['engine']['state']>, now: number): string {
  if (m.sport_id === 2) {
    const left = isBasketballTimerRunning(state.status)
      ? Math.max(0, state.period_remaining_time - (now - state.kickoff_time))
      : state.period_remaining_time;
    const period = state.period_count > 4 ? `OT${state.period_count - 4}` : `Q${state.period_count}`;
    return `${period} ${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  }
  if (state.status === 3) return 'HT';
  if (state.status === 7) return 'PEN';
  return `${state.minute}'`;
}

function eventsOf(d: SportsData, m: MatchRecord, count: number): DemoEvent[] {
  const out: DemoEvent[] = [];
  for (const e of d.engine.script(m).events.slice(0, count)) {
    const kind =
      e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal'
        ? 'goal'
        : e.type === 'yellow' || e.type === 'red'
          ? e.type
          : null;
    if (!kind) continue;
    const who = e.player?.name_en ?? '';
    const label = kind === 'goal' ? `GOAL ${e.home}-${e.away}` : kind === 'red' ? 'RED CARD' : 'YELLOW CARD';
    out.push({
      minute: e.minute,
      kind,
      side: e.side === 1 ? 'home' : 'away',
      text: `${e.minute}' ${label} ${who}`.trim(),
    });
  }
  return out.slice(-EVENT_CAPTIONS);
}

/**
 * The demo plan: up to LIVE_DEMO_MAX live matches (hot competitions first, then by kickoff) each streamed by a
 * seeded demo anchor, plus the demo shows. An anchor keeps its match until the final whistle (the assignment is
 * the room's match_id, so it survives restarts); once its push has stopped, it takes the next live match.
 */
export class DemoPlanner {
  constructor(
    private readonly ctx: AppContext,
    private readonly sports: () => Promise<SportsData>,
  ) {}

  private async demoRooms(kind: number, limit: number): Promise<RoomRow[]> {
    if (limit <= 0) return [];
    return this.ctx.db.kysely
      .selectFrom('live_rooms')
      .innerJoin('users', 'users.id', 'live_rooms.anchor_id')
      .selectAll('live_rooms')
      .where('live_rooms.is_demo', '=', kind)
      .where('users.status', '=', 1)
      .where('users.is_anchor', '=', 1)
      .orderBy('live_rooms.id')
      .limit(limit)
      .execute();
  }

  /** The live matches in the order demo anchors take them. */
  private liveMatches(d: SportsData, now: number): MatchRecord[] {
    const hot = (m: MatchRecord): number => {
      const code = d.index.competitions.get(m.competition_id)?.code ?? '';
      const rank = (HOT_COMPETITION_CODES as readonly string[]).indexOf(code);
      return rank < 0 ? HOT_COMPETITION_CODES.length : rank;
    };
    return d.index
      .between(now - MAX_MATCH_SECONDS, now + 1)
      .filter((m) => isLive(m.sport_id, d.engine.state(m, now).status))
      .sort((a, b) => hot(a) - hot(b) || a.time - b.time || a.id - b.id);
  }

  /** Assigns matches to the match anchors (persisted on their rooms) and returns the plan. */
  async plan(): Promise<DemoStream[]> {
    const { demoMax, demoShows, mediaSecret } = this.ctx.config.live;
    const d = await this.sports();
    const now = d.engine.clock.nowSeconds();
    const live = this.liveMatches(d, now);
    const liveIds = new Set(live.map((m) => m.id));
    const rooms = await this.demoRooms(DEMO_MATCH, demoMax);
    const kept = new Set(
      rooms.flatMap((r) => (r.match_id !== null && liveIds.has(r.match_id) ? [r.match_id] : [])),
    );
    const free = live.filter((m) => !kept.has(m.id));
    const categories = await categoryIds(this.ctx.db);
    const out: DemoStream[] = [];
    for (const room of rooms) {
      let matchId = room.match_id !== null && liveIds.has(room.match_id) ? room.match_id : null;
      if (matchId === null) {
        // Its match just ended: leave it out of the plan until the push has stopped and the room is offline,
        // so the next match starts a new live session instead of continuing the old one.
        if (room.state !== 'offline' && room.match_id !== null) continue;
        const next = free.shift();
        matchId = next?.id ?? null;
        if (matchId !== room.match_id) await this.assign(room, next ?? null, d, categories);
      }
      const m = matchId === null ? undefined : d.index.matches.get(matchId);
      if (!m) continue;
      out.push({
        anchorUid: room.anchor_id,
        streamKey: await currentStreamKey(this.ctx.db, mediaSecret, room.id, this.ctx.now()),
        kind: 'match',
        title: `${this.teamName(d, m.home_id)} vs ${this.teamName(d, m.away_id)}`,
        match: this.matchPart(d, m, now),
      });
    }
    const shows = await this.demoRooms(DEMO_SHOW, demoShows);
    for (const [i, room] of shows.entries()) {
      out.push({
        anchorUid: room.anchor_id,
        streamKey: await currentStreamKey(this.ctx.db, mediaSecret, room.id, this.ctx.now()),
        kind: 'show',
        title: DEMO_SHOW_TITLES[i] ?? 'Studio',
      });
    }
    return out;
  }

  private teamName(d: SportsData, teamId: number): string {
    const t = d.index.teams.get(teamId);
    return t ? t.short_name_en || t.name_en : '?';
  }

  private matchPart(d: SportsData, m: MatchRecord, now: number): DemoMatch {
    const s = d.engine.state(m, now);
    return {
      id: m.id,
      sportId: m.sport_id,
      home: this.teamName(d, m.home_id),
      away: this.teamName(d, m.away_id),
      homeScore: s.home_score,
      awayScore: s.away_score,
      clock: clockText(m, s, now),
      period: s.period_count,
      status: s.status,
      events: m.sport_id === 1 ? eventsOf(d, m, s.event_count) : [],
    };
  }

  /** Points a demo room at its match (title in Chinese for the lists, the sport's category), or at none. */
  private async assign(
    room: RoomRow,
    m: MatchRecord | null,
    d: SportsData,
    categories: Map<string, { id: number }>,
  ): Promise<void> {
    const zh = (id: number): string => {
      const t = d.index.teams.get(id);
      return t ? t.short_name_zh || t.name_zh : '?';
    };
    await this.ctx.db.kysely
      .updateTable('live_rooms')
      .set({
        match_id: m?.id ?? null,
        title: m ? `${zh(m.home_id)} vs ${zh(m.away_id)} 实时解说` : room.title,
        category_id: m ? (categories.get(categoryOfSport(m.sport_id))?.id ?? 0) : room.category_id,
        updated_at: this.ctx.now(),
      })
      .where('id', '=', room.id)
      .execute();
  }
}
