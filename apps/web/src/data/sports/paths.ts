// Route paths of the sports screens, in one place so links and the route table agree.

/** The detail page of a match, by sport. */
export function detailPath(m: { id: number; sport_id: number }): string {
  return m.sport_id === 2 ? `/score/detail/basketball/${m.id}` : `/score/detail/football/${m.id}`;
}

/** A league page of the database. */
export function leaguePath(sportName: string, competitionId: number): string {
  return `/database/league/${sportName}/${competitionId}`;
}

/**
 * A team page of the database. The API has no club-by-id call, so links carry the club's competition (`cid`),
 * from which the page reads the club's table row and name.
 */
export function teamPath(sportName: string, teamId: number, competitionId?: number): string {
  return `/database/team/${sportName}/${teamId}${competitionId ? `?cid=${competitionId}` : ''}`;
}

/** The URL name of a sport id. */
export function sportName(sportId: number): 'football' | 'basketball' {
  return sportId === 2 ? 'basketball' : 'football';
}
