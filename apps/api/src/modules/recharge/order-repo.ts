import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { OrderState, RechargeOrdersTable } from './db-tables';
import { OPEN_STATES, canTransition } from './order-states';

/** A query runner: the database or a transaction inside it. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** An order row. */
export type OrderRow = Selectable<RechargeOrdersTable>;

/** What moved an order (logged with each transition). */
export type TransitionSource = 'user' | 'webhook' | 'query' | 'recovery' | 'operator';

/** The order with this number, or undefined. */
export function findOrder(db: Executor, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** The order a user made with a client request id, or undefined. */
export function findByRequest(
  db: Executor,
  userId: number,
  requestId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_request_id', '=', requestId)
    .executeTakeFirst();
}

/** The user's newest order still waiting for its payment or credit, or undefined. */
export function newestOpenOrder(db: Executor, userId: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', [...OPEN_STATES])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many orders of a user are open. */
export async function countOpenOrders(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', 'in', [...OPEN_STATES])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open orders (created or paid), oldest first, for recovery. */
export function openOrders(db: Executor, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('state', 'in', [...OPEN_STATES])
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Moves an order from `from` to `to` with one guarded UPDATE (`WHERE state = from`), and logs the move.
 * Answers false, changing nothing, when the order is not in `from` (another path moved it first): every
 * caller treats that as "already done", which is what makes each transition idempotent.
 */
export async function transition(
  db: Executor,
  move: {
    orderNo: string;
    from: OrderState;
    to: OrderState;
    source: TransitionSource;
    detail?: string;
    now: number;
    set?: Updateable<RechargeOrdersTable>;
    /** Where the move is logged (besides the events table). */
    log: Logger;
  },
): Promise<boolean> {
  if (!canTransition(move.from, move.to)) throw new Error(`no transition ${move.from} -> ${move.to}`);
  const result = await db
    .updateTable('recharge_orders')
    .set({ ...move.set, state: move.to, updated_at: move.now })
    .where('order_no', '=', move.orderNo)
    .where('state', '=', move.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('recharge_order_events')
    .values({
      order_no: move.orderNo,
      from_state: move.from,
      to_state: move.to,
      source: move.source,
      detail: (move.detail ?? '').slice(0, 256),
      created_at: move.now,
    })
    .execute();
  move.log.info(
    { orderNo: move.orderNo, from: move.from, to: move.to, source: move.source, detail: move.detail },
    'recharge order transition',
  );
  return true;
}

/** The transition log of an order, oldest first. */
export function orderEvents(db: Executor, orderNo: string) {
  return db
    .selectFrom('recharge_order_events')
    .select(['from_state', 'to_state', 'source', 'detail', 'created_at'])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();
}
