import type { Db } from '../../db/database';
import type { Lang } from '../../http/error-codes';
import { liveCountsByCategory } from '../live';

/** A live-stream category tab. */
export interface CategoryView {
  id: number;
  code: string;
  name: string;
  sport_id: number;
  /** Live rooms in the tab now ("hot" counts every live room); getRealLives {category} lists them. */
  live_count: number;
}

/** The enabled live categories, by sort, with their live rooms counted. */
export async function listCategories(db: Db, lang: Lang): Promise<CategoryView[]> {
  const rows = await db.kysely
    .selectFrom('live_categories')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await liveCountsByCategory(db);
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: lang === 'pt' ? row.name_pt : row.name_zh,
    sport_id: row.sport_id,
    live_count: row.code === 'hot' ? all : (counts.get(row.id) ?? 0),
  }));
}

/** Seed step: the category tabs (sport_id 0 all, 1 football, 2 basketball as in spec section 4). */
export async function seedCategories(db: Db): Promise<void> {
  await db.kysely
    .insertInto('live_categories')
    .values([
      { code: 'hot', name_zh: '热门', name_pt: 'Em alta', sport_id: 0, sort: 1 },
      { code: 'football', name_zh: '足球', name_pt: 'Futebol', sport_id: 1, sort: 2 },
      { code: 'basketball', name_zh: '篮球', name_pt: 'Basquete', sport_id: 2, sort: 3 },
      { code: 'other', name_zh: '综合', name_pt: 'Outros', sport_id: 0, sort: 4 },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
