import type { Db } from '../../db/database';
import type { Lang } from '../../http/error-codes';
import { toSeconds } from '../../http/wire-time';

/** The day of "today's profit" starts at midnight in UTC+8 (the product's home time zone). */
const DAY_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The start (epoch ms) of the UTC+8 day that contains `now`. */
export function dayStart(now: number): number {
  return Math.floor((now + DAY_OFFSET_MS) / DAY_MS) * DAY_MS - DAY_OFFSET_MS;
}

/** The kinds of an invitee's spending that earn the inviter a share (getProfitConsumeType). */
export function profitConsumeTypes(lang: Lang, sharePercent: number) {
  return {
    list: [
      { type: 'all' as const, name: lang === 'pt' ? 'Todos' : '全部', share_percent: sharePercent },
      { type: 'recharge' as const, name: lang === 'pt' ? 'Recarga' : '充值', share_percent: sharePercent },
    ],
  };
}

/**
 * An inviter's profits in diamonds: `profit` earned today (UTC+8), `total_profit` ever. Profits of refunded
 * orders were taken back and do not count.
 */
export async function inviteProfitTotals(
  db: Db,
  inviterId: number,
  now: number,
): Promise<{ profit: number; total_profit: number }> {
  const row = await db.kysely
    .selectFrom('recharge_invite_profits as p')
    .innerJoin('recharge_orders as o', 'o.order_no', 'p.order_no')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('p.profit'), eb.lit(0)).as('total'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('p.created_at', '>=', dayStart(now)).then(eb.ref('p.profit')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('today'),
    ])
    .where('p.inviter_id', '=', inviterId)
    .where('o.state', '!=', 'refunded')
    .executeTakeFirstOrThrow();
  return { profit: Number(row.today), total_profit: Number(row.total) };
}

/** An inviter's profit records, newest first (getProfitList). */
export async function inviteProfitList(db: Db, inviterId: number, page: number, size: number, now: number) {
  const base = db.kysely
    .selectFrom('recharge_invite_profits as p')
    .innerJoin('recharge_orders as o', 'o.order_no', 'p.order_no')
    .innerJoin('users as u', 'u.id', 'p.invitee_id')
    .where('p.inviter_id', '=', inviterId);
  const [rows, count, totals] = await Promise.all([
    base
      .select([
        'p.id',
        'p.order_no',
        'p.invitee_id',
        'u.nick_name',
        'u.avatar',
        'p.recharge_diamonds',
        'p.profit',
        'p.created_at',
        'o.state',
      ])
      .orderBy('p.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    inviteProfitTotals(db, inviterId, now),
  ]);
  return {
    total: Number(count.n),
    page,
    size,
    ...totals,
    list: rows.map((row) => ({
      id: row.id,
      type: 'recharge' as const,
      order_no: row.order_no,
      uid: row.invitee_id,
      nick_name: row.nick_name,
      avatar: row.avatar,
      amount: row.recharge_diamonds,
      profit: row.profit,
      refunded: row.state === 'refunded',
      time: toSeconds(row.created_at),
    })),
  };
}
