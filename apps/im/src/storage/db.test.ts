import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONV_TYPE, wireMessage } from '@tifo/protocol';
import { openDb, type Db } from './db';
import { migrate } from './migrations';

let db: Db | undefined;
let dir = '';
afterEach(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite writes while the checkpointer restarts the log', () => {
  it('loses no send and no read-then-write transaction', async () => {
    dir = mkdtempSync(join(tmpdir(), 'im-db-'));
    const errors: Error[] = [];
    // The harshest schedule: a checkpoint every 2 ms, the log restarted every time it holds anything.
    db = openDb(`sqlite:${join(dir, 'im.db')}`, (e) => errors.push(e), { everyMs: 2, restartPages: 0 });
    await migrate(db.kysely as never, 'sqlite');
    db.prepareFast();
    const k = db.kysely;
    const sends: Promise<unknown>[] = [];
    const transactions: Promise<unknown>[] = [];
    for (let i = 1; i <= 300; i++) {
      sends.push(
        db.fast!.c2c({
          scope: 'a|b',
          base: wireMessage({
            conversationType: CONV_TYPE.C2C,
            from: 'a',
            to: 'b',
            random: i,
            time: 1000,
            elements: [{ type: 'TIMTextElem', content: { text: `m${i}` } }],
          }),
          now: 1000,
          noLast: false,
          owners: [
            ['b', 'C2Ca'],
            ['a', 'C2Cb'],
          ],
        }),
      );
      // A transaction that reads first and writes after, like the services' Kysely paths.
      if (i % 3 === 0)
        transactions.push(
          k.transaction().execute(async (trx) => {
            const row = await trx
              .selectFrom('im_users')
              .select('nick')
              .where('user_id', '=', 'a')
              .executeTakeFirst();
            await new Promise((r) => setTimeout(r, 1));
            await trx
              .updateTable('im_users')
              .set({ nick: `${row?.nick ?? ''}x`.slice(-20) })
              .where('user_id', '=', 'a')
              .execute();
          }),
        );
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 3));
    }
    const outcomes = await Promise.allSettled([...sends, ...transactions]);
    const failed = outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason));
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    const stored = await k
      .selectFrom('im_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(stored!.n)).toBe(300);
  });
});
