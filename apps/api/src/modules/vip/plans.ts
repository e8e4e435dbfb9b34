import type { Db } from '../../db/database';
import type { Lang } from '../../http/error-codes';

/** A plan as clients see it. */
export interface VipPlanView {
  id: number;
  code: string;
  /** 1 VIP, 2 SVIP. */
  level: 1 | 2;
  days: number;
  /** Diamonds. */
  price: number;
  name: string;
}

/** A stored plan row. */
export interface VipPlanRow {
  id: number;
  code: string;
  level: number;
  days: number;
  price: number;
  name_zh: string;
  name_pt: string;
}

/** A plan row for clients, in a language. */
export function planView(row: VipPlanRow, lang: Lang): VipPlanView {
  return {
    id: Number(row.id),
    code: row.code,
    level: row.level === 2 ? 2 : 1,
    days: row.days,
    price: row.price,
    name: lang === 'pt' ? row.name_pt : row.name_zh,
  };
}

/** The plans on sale, VIP first, then by sort. */
export async function enabledPlans(db: Db): Promise<VipPlanRow[]> {
  const rows = await db.kysely
    .selectFrom('vip_plans')
    .select(['id', 'code', 'level', 'days', 'price', 'name_zh', 'name_pt'])
    .where('enabled', '=', 1)
    .orderBy('level')
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One plan on sale, or undefined (unknown or disabled). */
export async function enabledPlan(db: Db, id: number): Promise<VipPlanRow | undefined> {
  const row = await db.kysely
    .selectFrom('vip_plans')
    .select(['id', 'code', 'level', 'days', 'price', 'name_zh', 'name_pt'])
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}
