import { randomUUID } from 'node:crypto';
import { ledgerOf } from '../src/modules/ledger';
import { createAnchor, mediaCall, type TestClock } from './live-helpers';
import type { TestApp } from './test-app';

/** Funds a user through the ledger as a recharge (diamonds) or a promotion (gold) would. */
export async function fund(t: TestApp, userId: number, currency: 'diamond' | 'gold', amount: number) {
  await ledgerOf(t.ctx).transfer({
    key: `test-fund:${randomUUID()}`,
    kind: currency === 'diamond' ? 'recharge' : 'grant',
    postings: [
      {
        currency,
        from: { system: currency === 'diamond' ? 'recharge_clearing' : 'promotions' },
        to: { userId },
        amount,
      },
    ],
  });
}

/** An anchor whose room is live (the media service reported the stream). */
export async function liveAnchor(t: TestApp, clock: TestClock, account: string) {
  const anchor = await createAnchor(t, account);
  const published = await mediaCall(t, clock, '/internal/media/publish', {
    streamKey: anchor.key,
    protocol: 'rtmp',
  });
  if (published.status !== 0) throw new Error(`publish failed: ${published.msg}`);
  return anchor;
}

/** A catalog gift's id by code. */
export async function giftId(t: TestApp, code: string): Promise<number> {
  const row = await t.ctx.db.kysely
    .selectFrom('gifts')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A fresh client request id. */
export const requestId = () => randomUUID().replace(/-/g, '');

/** sendGift's answer (the fields tests read). */
export interface SendAnswer {
  send_id: number;
  count: number;
  from_bag: number;
  paid: number;
  value: number;
  anchor_points: number;
  combo_id: string;
  combo: number;
  user_level: number;
  gift_spend: number;
  balances: { gold: number; diamond: number };
  bag_left: number;
  replayed: boolean;
}
