import { matchesStatus } from '@tifo/sports';
import type { StatusFilter } from '@tifo/sports';
import { dateAt, nextChangeAt } from '../sports';
import type { MatchRecord, SportsData } from '../sports';
import { eventView, matchView } from './present';
import { SharedBody } from './shared-body';
import type { EventView, MatchView } from './present';

/** Competitions listed first on recommendations and tags (top European leagues, the CSL, NBA, CBA). */
export const HOT_COMPETITION_CODES = [
  'en.1',
  'es.1',
  'de.1',
  'it.1',
  'fr.1',
  'uefa.cl',
  'cn.1',
  'nba',
  'cba',
];

/** The [from, to) unix seconds of a calendar date at a UTC offset in minutes. */
export function dayWindow(date: string, tz: number): [number, number] {
  const from = Date.parse(`${date}T00:00:00Z`) / 1000 - tz * 60;
  return [from, from + 86400];
}

/** Today's date at an offset, by the engine's clock. */
export function today(data: SportsData, tz: number): string {
  return dateAt(data.engine.clock.now(), tz);
}

/** A cached list body and the per-match fragments it was joined from. */
interface DayBody {
  /** Engine second the body was built at. */
  second: number;
  body: SharedBody;
}

/**
 * Match lists. A day's list is built at most once per engine second and shared by every caller (the engine
 * state only changes by the second), so a busy score page costs a filter and a copy.
 */
export class MatchListService {
  private readonly cache = new Map<string, { second: number; list: MatchView[] }>();
  private readonly fragments = new Map<
    number,
    { key: string; json: string; status: number; from: number; until: number }
  >();
  private readonly bodies = new Map<string, DayBody>();

  constructor(private readonly data: () => Promise<SportsData>) {}

  /** The matches of a window in start order, at the engine's now. */
  async window(from: number, to: number, sport: number): Promise<MatchView[]> {
    const d = await this.data();
    const second = d.engine.clock.nowSeconds();
    const key = `${from}:${to}:${sport}`;
    const hit = this.cache.get(key);
    if (hit && hit.second === second) return hit.list;
    const list = d.index
      .between(from, to)
      .filter((m) => sport === 0 || m.sport_id === sport)
      .map((m) => matchView(m, d.index, d.engine, second));
    if (this.cache.size > 64) this.cache.clear();
    this.cache.set(key, { second, list });
    return list;
  }

  /**
   * The getDateMatch envelope as a shared body. Each match's JSON is cached until the match can change (its
   * next event, phase or shown minute), so a list is a join of cached strings; for anonymous callers the body is
   * joined and encoded at most once per engine second (clients sync their clock on `server_time`) and gzipped off
   * the event loop; callers with follows get their own join with `attented` set.
   */
  async dayBody(
    date: string,
    tz: number,
    sport: number,
    status: StatusFilter,
    competitionId: number | undefined,
    followed: Set<number> = new Set(),
  ): Promise<SharedBody> {
    const d = await this.data();
    const now = d.engine.clock.nowSeconds();
    const cacheKey = `${date}|${tz}|${sport}|${status}|${competitionId ?? ''}`;
    const previous = followed.size ? undefined : this.bodies.get(cacheKey);
    // Checked at most once per engine second: states only change by the second.
    if (previous?.second === now) return previous.body;
    const [from, to] = dayWindow(date, tz);
    const parts: string[] = [];
    for (const m of d.index.between(from, to)) {
      if (
        (sport && m.sport_id !== sport) ||
        (competitionId !== undefined && m.competition_id !== competitionId)
      )
        continue;
      let fragment = this.fragments.get(m.id);
      if (!fragment || now >= fragment.until || now < fragment.from) {
        const s = d.engine.state(m, now);
        const key = `${s.status}/${s.event_count}/${s.minute}`;
        const json =
          fragment?.key === key ? fragment.json : JSON.stringify(matchView(m, d.index, d.engine, now));
        fragment = {
          key,
          json,
          status: s.status,
          from: now,
          until: nextChangeAt(d.engine.script(m), m.time, now),
        };
        if (this.fragments.size > 50_000) this.fragments.clear();
        this.fragments.set(m.id, fragment);
      }
      if (!matchesStatus({ sport_id: m.sport_id, status: fragment.status }, status)) continue;
      parts.push(followed.has(m.id) ? fragment.json.replace('"attented":0', '"attented":1') : fragment.json);
    }
    const json = `{"status":0,"msg":"ok","data":{"date":${JSON.stringify(date)},"server_time":${now},"total":${parts.length},"list":[${parts.join(',')}]}}`;
    const body = new SharedBody(json);
    if (followed.size) {
      await body.ready;
      return body;
    }
    if (this.bodies.size > 500) this.bodies.clear();
    if (!previous) {
      this.bodies.set(cacheKey, { second: now, body });
      await body.ready;
      return body;
    }
    // Until the new body is gzipped (a few ms, off the event loop) callers keep getting the previous one, so
    // no request waits on a rebuild; the entry switches when it is ready.
    previous.second = now;
    void body.ready.then(() => {
      if (this.bodies.get(cacheKey) === previous) previous.body = body;
    });
    return previous.body;
  }

  /** Matches whose state may have changed after `since` (unix seconds): started, live, or finished since. */
  async changedSince(since: number, sport: number, followed: Set<number>): Promise<MatchView[]> {
    const d = await this.data();
    const now = d.engine.clock.nowSeconds();
    const from = Math.max(since, now - 3600) - 4 * 3600;
    const out: MatchRecord[] = [];
    for (const m of d.index.between(from, now + 1)) {
      if (sport && m.sport_id !== sport) continue;
      const script = d.engine.script(m);
      const before = d.engine.state(m, since);
      const after = d.engine.state(m, now);
      if (before.status !== after.status || before.event_count !== after.event_count) out.push(m);
      else if (script.sport === 2 && after.status > 1 && after.status < 10) out.push(m);
    }
    return mark(
      out.map((m) => matchView(m, d.index, d.engine, now)),
      followed,
    );
  }

  /** Competitions with matches on a date, with their counts, hot ones first. */
  async eventsOnDate(date: string, tz: number, sport: number): Promise<Array<EventView & { count: number }>> {
    const d = await this.data();
    const [from, to] = dayWindow(date, tz);
    const counts = new Map<number, number>();
    for (const m of d.index.between(from, to)) {
      if (sport === 0 || m.sport_id === sport)
        counts.set(m.competition_id, (counts.get(m.competition_id) ?? 0) + 1);
    }
    return [...counts]
      .map(([id, count]) => ({ ...eventView(d.index.competitions.get(id)), count }))
      .sort((a, b) => hotRank(d, a.id) - hotRank(d, b.id) || a.id - b.id);
  }

  /** The followed matches, live first, then upcoming by start, then finished, newest first. */
  async followedMatches(ids: number[], sport: number): Promise<MatchView[]> {
    const d = await this.data();
    const records = ids
      .map((id) => d.index.matches.get(id))
      .filter((m): m is MatchRecord => !!m && (!sport || m.sport_id === sport));
    const views = records.map((m) => ({ ...matchView(m, d.index, d.engine), attented: 1 as const }));
    const rank = (m: MatchView): number => (m.status === 1 ? 1 : matchesStatus(m, 'inplay') ? 0 : 2);
    return views.sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.time - a.time : a.time - b.time));
  }

  /** Recommended matches: live and upcoming ones of the hot competitions in the next day, at most `limit`. */
  async recommended(sport: number, limit: number, followed: Set<number>): Promise<MatchView[]> {
    const d = await this.data();
    const now = d.engine.clock.nowSeconds();
    const list = await this.window(now - 3 * 3600, now + 24 * 3600, sport);
    const pick = list
      .filter(
        (m) => !matchesStatus(m, 'finished') && hotRank(d, m.competition_id) < HOT_COMPETITION_CODES.length,
      )
      .sort(
        (a, b) =>
          Number(b.status > 1) - Number(a.status > 1) ||
          hotRank(d, a.competition_id) - hotRank(d, b.competition_id) ||
          a.time - b.time,
      );
    return mark(pick.slice(0, limit), followed);
  }

  /** Counts of matches per status filter on a date. */
  async statusCounts(date: string, tz: number, sport: number): Promise<Record<StatusFilter, number>> {
    const [from, to] = dayWindow(date, tz);
    const list = await this.window(from, to, sport);
    const filters: StatusFilter[] = ['all', 'inplay', 'waiting', 'finished', 'unfinished'];
    return Object.fromEntries(
      filters.map((f) => [f, list.filter((m) => matchesStatus(m, f)).length]),
    ) as Record<StatusFilter, number>;
  }
}

function hotRank(d: SportsData, competitionId: number): number {
  const code = d.index.competitions.get(competitionId)?.code ?? '';
  const i = HOT_COMPETITION_CODES.indexOf(code);
  return i < 0 ? HOT_COMPETITION_CODES.length + competitionId : i;
}

function mark(list: MatchView[], followed: Set<number>): MatchView[] {
  return followed.size ? list.map((m) => (followed.has(m.id) ? { ...m, attented: 1 } : m)) : list;
}
