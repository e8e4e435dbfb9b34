import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Lang } from '../../http/error-codes';
import type { GiftsTable } from './db-tables';
import { GIFT_QUANTITIES } from './rules';

/** A catalog row. */
export type GiftRow = Selectable<GiftsTable>;

/** A gift as clients see it (getGiftList, the bag, the room message). */
export interface GiftView {
  id: number;
  /** Names the artwork (icon, animation) in the web app. */
  code: string;
  /** The name in the caller's language. */
  name: string;
  name_zh: string;
  name_pt: string;
  currency: 'gold' | 'diamond';
  price: number;
  effect: 'small' | 'big';
}

/** A catalog row as a view. */
export function giftView(row: GiftRow, lang: Lang): GiftView {
  return {
    id: row.id,
    code: row.code,
    name: lang === 'pt' ? row.name_pt : row.name_zh,
    name_zh: row.name_zh,
    name_pt: row.name_pt,
    currency: row.currency,
    price: row.price,
    effect: row.effect,
  };
}

/** The enabled gifts in their display order. */
export async function enabledGifts(db: Db): Promise<GiftRow[]> {
  return db.kysely
    .selectFrom('gifts')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** An enabled gift by id, or null (unknown and withdrawn gifts cannot be sent). */
export async function enabledGift(db: Db, giftId: number): Promise<GiftRow | null> {
  const row = await db.kysely
    .selectFrom('gifts')
    .selectAll()
    .where('id', '=', giftId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

/** getGiftList: the gifts and the quantity choices. */
export async function giftList(db: Db, lang: Lang) {
  const rows = await enabledGifts(db);
  return { list: rows.map((r) => giftView(r, lang)), quantities: [...GIFT_QUANTITIES] };
}
