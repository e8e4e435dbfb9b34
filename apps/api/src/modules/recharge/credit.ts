import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { RechargeLedger } from './ledger-link';
import { transition, type OrderRow, type TransitionSource } from './order-repo';
import { diamondCurrencyOf } from './test-money';

/** Everything the credit needs besides the order. */
export interface CreditDeps {
  ledger: RechargeLedger;
  /** The inviter's share, in percent of the credited diamonds. */
  inviteSharePercent: number;
  now: number;
  source: TransitionSource;
  log: Logger;
}

/** The inviter's share of a credited recharge (whole diamonds, rounded down). */
export function inviteProfitOf(diamonds: number, sharePercent: number): number {
  return Math.floor((diamonds * sharePercent) / 100);
}

/**
 * paid -> credited inside the caller's transaction: the guarded UPDATE, the recharge transfer
 * (recharge_clearing -> user, key `recharge:<orderNo>`) and the inviter's profit (promotions -> inviter, key
 * `invite:<orderNo>`), so the order's state and the money commit or roll back together. Answers false when the
 * order was not paid (already credited by another path: nothing happens twice).
 */
export async function creditPaidOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  deps: CreditDeps,
): Promise<boolean> {
  const moved = await transition(trx, {
    orderNo: order.order_no,
    from: 'paid',
    to: 'credited',
    source: deps.source,
    detail: `${order.diamonds} diamonds`,
    now: deps.now,
    set: { credited_at: deps.now },
    log: deps.log,
  });
  if (!moved) return false;
  await deps.ledger.transfer(
    {
      key: `recharge:${order.order_no}`,
      kind: 'recharge',
      postings: [
        {
          currency: diamondCurrencyOf(order.method),
          from: { system: 'recharge_clearing' },
          to: { userId: order.user_id },
          amount: order.diamonds,
        },
      ],
      memo: {
        orderNo: order.order_no,
        diamonds: order.diamonds,
        price: order.price_minor,
        currency: order.currency,
        method: order.method,
      },
    },
    { trx },
  );
  await payInviteProfit(trx, order, deps);
  return true;
}

async function payInviteProfit(trx: Transaction<Database>, order: OrderRow, deps: CreditDeps): Promise<void> {
  const invitee = await trx
    .selectFrom('users')
    .select('invited_by')
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  const inviterId = invitee?.invited_by ?? null;
  if (inviterId === null || inviterId === order.user_id) return;
  const profit = inviteProfitOf(order.diamonds, deps.inviteSharePercent);
  if (profit <= 0) return;
  await deps.ledger.transfer(
    {
      key: `invite:${order.order_no}`,
      kind: 'invite_profit',
      postings: [
        {
          // A test-money recharge earns its inviter test money too: nothing real comes out of a sandbox order.
          currency: diamondCurrencyOf(order.method),
          from: { system: 'promotions' },
          to: { userId: inviterId },
          amount: profit,
        },
      ],
      memo: { orderNo: order.order_no, inviteeId: order.user_id, diamonds: order.diamonds },
    },
    { trx },
  );
  await trx
    .insertInto('recharge_invite_profits')
    .values({
      order_no: order.order_no,
      inviter_id: inviterId,
      invitee_id: order.user_id,
      recharge_diamonds: order.diamonds,
      profit,
      created_at: deps.now,
    })
    .execute();
}

/**
 * credited -> refunded inside the caller's transaction: the diamonds go back to recharge_clearing and the
 * inviter's profit back to promotions, in one transfer (key `refund:<orderNo>`). The ledger refuses it with
 * INSUFFICIENT_FUNDS when the diamonds were spent; the order then stays credited.
 */
export async function refundCreditedOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  deps: Omit<CreditDeps, 'inviteSharePercent'>,
): Promise<boolean> {
  const moved = await transition(trx, {
    orderNo: order.order_no,
    from: 'credited',
    to: 'refunded',
    source: deps.source,
    now: deps.now,
    log: deps.log,
  });
  if (!moved) return false;
  const profit = await trx
    .selectFrom('recharge_invite_profits')
    .select(['inviter_id', 'profit'])
    .where('order_no', '=', order.order_no)
    .executeTakeFirst();
  await deps.ledger.transfer(
    {
      key: `refund:${order.order_no}`,
      kind: 'refund',
      postings: [
        {
          currency: diamondCurrencyOf(order.method),
          from: { userId: order.user_id },
          to: { system: 'recharge_clearing' },
          amount: order.diamonds,
        },
        ...(profit
          ? [
              {
                currency: diamondCurrencyOf(order.method),
                from: { userId: profit.inviter_id },
                to: { system: 'promotions' as const },
                amount: profit.profit,
              },
            ]
          : []),
      ],
      memo: { orderNo: order.order_no, diamonds: order.diamonds },
    },
    { trx },
  );
  return true;
}
