/** A league the user opened in the database screens (spec section 3). */
export interface VisitedLeague {
  id: number | string;
  name: string;
  logo: string;
  sportsType: number;
}

/** At most this many visited leagues are kept. */
const VISITED_LEAGUES_MAX = 15;

function sameLeague(a: VisitedLeague, b: VisitedLeague): boolean {
  return String(a.id) === String(b.id) && a.sportsType === b.sportsType;
}

/**
 * Records a visit: the league moves to the front (newest first), an older entry of the same league
 * (same id and sport) is dropped, and the list is cut to 15. Returns a new array.
 */
export function addVisitedLeague(
  list: readonly VisitedLeague[],
  league: VisitedLeague,
  max = VISITED_LEAGUES_MAX,
): VisitedLeague[] {
  return [league, ...list.filter((l) => !sameLeague(l, league))].slice(0, max);
}
