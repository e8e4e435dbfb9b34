import { randomUUID } from 'node:crypto';
import { ledgerOf } from '../src/modules/ledger';
import type { TestApp } from './test-app';

/** A fresh client request id. */
export const requestId = () => randomUUID().replace(/-/g, '');

/** Funds a user through the ledger, as a recharge credits diamonds or gifts credit an anchor's points. */
export async function fundUser(
  t: TestApp,
  userId: number,
  currency: 'diamond' | 'anchor_point',
  amount: number,
): Promise<void> {
  await ledgerOf(t.ctx).transfer({
    key: `test-fund:${randomUUID()}`,
    kind: currency === 'diamond' ? 'recharge' : 'gift',
    postings: [
      {
        currency,
        from: { system: currency === 'diamond' ? 'recharge_clearing' : 'anchor_payable' },
        to: { userId },
        amount,
      },
    ],
  });
}

/** A plan's id by code. */
export async function planId(t: TestApp, code: string): Promise<number> {
  const row = await t.ctx.db.kysely
    .selectFrom('vip_plans')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** buyVip's answer (the fields tests read). */
export interface BuyAnswer {
  purchase_id: number;
  plan: { code: string; level: number; days: number; price: number };
  vip_level: number;
  isVIP: boolean;
  vip_date: number;
  svip_date: number;
  diamond: number;
  replayed: boolean;
}
