import type { Db } from '../../db/database';

/** The live category codes rooms use (content module seeds them): a room's sport picks its tab. */
export type RoomCategoryCode = 'football' | 'basketball' | 'other';

/** Category id by code (0 when the categories are not seeded). */
export async function categoryIds(db: Db): Promise<Map<string, { id: number; sport_id: number }>> {
  const rows = await db.kysely.selectFrom('live_categories').select(['id', 'code', 'sport_id']).execute();
  return new Map(rows.map((r) => [r.code, { id: r.id, sport_id: r.sport_id }]));
}

/** The category code of a sport (1 football, 2 basketball, anything else other). */
export function categoryOfSport(sportId: number | null | undefined): RoomCategoryCode {
  return sportId === 1 ? 'football' : sportId === 2 ? 'basketball' : 'other';
}
