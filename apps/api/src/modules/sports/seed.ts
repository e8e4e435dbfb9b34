import path from 'node:path';
import type { Db } from '../../db/database';
import { buildCatalog } from './catalog/build-catalog';
import type { Catalog } from './catalog/types';

/** Where the copied openfootball files live (CC0, LICENSE.md beside them). */
export const OPENFOOTBALL_DIR = path.resolve(import.meta.dirname, '../../../data/openfootball');

/** Seed for the catalog's generated fixtures and the engine (ENGINE_SEED; the same seed gives the same data). */
export const DEFAULT_SPORTS_SEED = 2026;

const CHUNK = 400;

async function insertMissing<T extends { id: number }>(
  existing: Set<number>,
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<number> {
  const fresh = rows.filter((r) => !existing.has(r.id));
  for (let i = 0; i < fresh.length; i += CHUNK) await insert(fresh.slice(i, i + CHUNK));
  return fresh.length;
}

/**
 * Loads the sports catalog into the database: the openfootball import, the generated seasons reaching 60 days
 * past `now`, NBA and CBA. Idempotent: rows already present (by their stable ids) are left alone, so it runs
 * on every start and only adds what a later date or a new data file brings.
 */
export async function seedSports(
  db: Db,
  options: { now?: number; seed?: number; dataDir?: string } = {},
): Promise<{ inserted: number; catalog: Catalog }> {
  const catalog = buildCatalog(
    options.dataDir ?? OPENFOOTBALL_DIR,
    options.now ?? Date.now(),
    options.seed ?? DEFAULT_SPORTS_SEED,
  );
  let inserted = 0;
  await db.kysely.transaction().execute(async (tx) => {
    // Reads go through the transaction too: SQLite has one connection, and the outer handle would wait on it.
    const ids = async (
      table: 'sports_competitions' | 'sports_seasons' | 'sports_teams' | 'sports_matches',
    ): Promise<Set<number>> =>
      new Set((await tx.selectFrom(table).select('id').execute()).map((r) => Number(r.id)));
    inserted += await insertMissing(await ids('sports_competitions'), catalog.competitions, (chunk) =>
      tx.insertInto('sports_competitions').values(chunk).execute(),
    );
    inserted += await insertMissing(await ids('sports_seasons'), catalog.seasons, (chunk) =>
      tx.insertInto('sports_seasons').values(chunk).execute(),
    );
    inserted += await insertMissing(await ids('sports_teams'), catalog.teams, (chunk) =>
      tx.insertInto('sports_teams').values(chunk).execute(),
    );
    inserted += await insertMissing(await ids('sports_matches'), catalog.matches, (chunk) =>
      tx
        .insertInto('sports_matches')
        .values(
          chunk.map((m) => ({
            id: m.id,
            sport_id: m.sport_id,
            competition_id: m.competition_id,
            season_id: m.season_id,
            round: m.round,
            time: m.time,
            home_id: m.home_id,
            away_id: m.away_id,
            source: m.source,
            ft_home: m.ft?.[0] ?? null,
            ft_away: m.ft?.[1] ?? null,
            ht_home: m.ht?.[0] ?? null,
            ht_away: m.ht?.[1] ?? null,
            et_home: m.et?.[0] ?? null,
            et_away: m.et?.[1] ?? null,
            pen_home: m.pen?.[0] ?? null,
            pen_away: m.pen?.[1] ?? null,
            note: m.note,
          })),
        )
        .execute(),
    );
  });
  return { inserted, catalog };
}
