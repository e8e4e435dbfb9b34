import type { Db } from '../../db/database';
import { SportsIndex } from './catalog/sports-index';
import type { Catalog, Competition, MatchRecord } from './catalog/types';

function pair(a: number | null, b: number | null): [number, number] | null {
  return a === null || b === null ? null : [Number(a), Number(b)];
}

/** Reads the sports catalog from the database into the in-memory index the endpoints serve from. */
export async function loadSportsIndex(db: Db): Promise<SportsIndex> {
  const k = db.kysely;
  const [competitions, seasons, teams, rows] = await Promise.all([
    k.selectFrom('sports_competitions').selectAll().execute(),
    k.selectFrom('sports_seasons').selectAll().execute(),
    k.selectFrom('sports_teams').selectAll().execute(),
    k.selectFrom('sports_matches').selectAll().execute(),
  ]);
  const matches: MatchRecord[] = rows.map((r) => ({
    id: Number(r.id),
    sport_id: r.sport_id === 2 ? 2 : 1,
    competition_id: r.competition_id,
    season_id: r.season_id,
    round: r.round,
    time: Number(r.time),
    home_id: r.home_id,
    away_id: r.away_id,
    source: r.source === 'real' ? 'real' : 'generated',
    ft: pair(r.ft_home, r.ft_away),
    ht: pair(r.ht_home, r.ht_away),
    et: pair(r.et_home, r.et_away),
    pen: pair(r.pen_home, r.pen_away),
    note: r.note,
  }));
  const catalog: Catalog = {
    competitions: competitions.map(
      (c) =>
        ({
          ...c,
          sport_id: c.sport_id === 2 ? 2 : 1,
          kind: c.kind === 'cup' ? 'cup' : 'league',
        }) as Competition,
    ),
    seasons: seasons.map((s) => ({ ...s, source: s.source === 'real' ? 'real' : 'generated' })),
    teams: teams.map((t) => ({ ...t, sport_id: t.sport_id === 2 ? 2 : 1 })),
    matches,
  };
  return new SportsIndex(catalog);
}
