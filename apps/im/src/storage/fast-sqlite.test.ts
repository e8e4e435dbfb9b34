import { afterEach, describe, expect, it } from 'vitest';
import { CONV_TYPE, wireMessage, type WireMessage } from '@tifo/protocol';
import { openDb, type Db } from './db';
import { migrate } from './migrations';

let db: Db | undefined;
afterEach(() => db?.close());

function base(from: string, to: string, random: number): WireMessage {
  return wireMessage({
    conversationType: CONV_TYPE.C2C,
    from,
    to,
    random,
    time: 1000,
    elements: [{ type: 'TIMTextElem', content: { text: `m${random}` } }],
  });
}

describe('SQLite send batches', () => {
  it('stores the sends of one turn together: gapless sequences, timeline cursors, and resends found', async () => {
    db = openDb(':memory:');
    await migrate(db.kysely as never, 'sqlite');
    db.prepareFast();
    const fast = db.fast!;
    const send = (random: number) =>
      fast.c2c({
        scope: 'a|b',
        base: base('a', 'b', random),
        now: 1000,
        noLast: false,
        owners: [
          ['b', 'C2Ca'],
          ['a', 'C2Cb'],
        ],
      });
    // Six sends in one turn of the event loop, one of them a resend of another in the same batch.
    const results = await Promise.all([1, 2, 3, 2, 4, 5].map(send));
    expect(results.map((r) => r.message.sequence)).toEqual([1, 2, 3, 2, 4, 5]);
    expect(results.map((r) => r.resent)).toEqual([false, false, false, true, false, false]);
    expect(results.map((r) => r.cursors.get('b'))).toEqual([1, 2, 3, undefined, 4, 5]);
    const later = await send(6);
    expect(later.message.sequence).toBe(6);
    const rows = await db.kysely.selectFrom('im_messages').select('seq').orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
