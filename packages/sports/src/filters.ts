import { isFinished, isLive, isWaiting } from './status';
import { SPORT_ALL } from './types';
import type { MatchTiming, SportFilter } from './types';

/** The status filters of the score list. */
export const STATUS_FILTERS = ['all', 'finished', 'unfinished', 'waiting', 'inplay'] as const;
/** One status filter. */
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Whether a value names a status filter (for parsing query strings and request bodies). */
export function isStatusFilter(v: unknown): v is StatusFilter {
  return typeof v === 'string' && (STATUS_FILTERS as readonly string[]).includes(v);
}

/**
 * Whether a match passes a status filter. "unfinished" is everything not finished (waiting, live and
 * abnormal states such as postponed); "inplay" is live only, so finished and inplay never overlap.
 */
export function matchesStatus(m: Pick<MatchTiming, 'sport_id' | 'status'>, filter: StatusFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'finished':
      return isFinished(m.sport_id, m.status);
    case 'unfinished':
      return !isFinished(m.sport_id, m.status);
    case 'waiting':
      return isWaiting(m.status);
    case 'inplay':
      return isLive(m.sport_id, m.status);
  }
}

/** Whether a match passes a sport filter (0 all, 1 football, 2 basketball). */
function matchesSport(m: Pick<MatchTiming, 'sport_id'>, sport: SportFilter): boolean {
  return sport === SPORT_ALL || m.sport_id === sport;
}

/** Filters a list by status and sport, keeping order. */
export function filterMatches<T extends Pick<MatchTiming, 'sport_id' | 'status'>>(
  list: readonly T[],
  filter: { status?: StatusFilter; sport?: SportFilter },
): T[] {
  const status = filter.status ?? 'all';
  const sport = filter.sport ?? SPORT_ALL;
  return list.filter((m) => matchesSport(m, sport) && matchesStatus(m, status));
}

/** Counts per status filter, for the filter bar badges. */
export function countByStatus(
  list: readonly Pick<MatchTiming, 'sport_id' | 'status'>[],
): Record<StatusFilter, number> {
  const out = { all: 0, finished: 0, unfinished: 0, waiting: 0, inplay: 0 };
  for (const m of list) for (const f of STATUS_FILTERS) if (matchesStatus(m, f)) out[f] += 1;
  return out;
}
