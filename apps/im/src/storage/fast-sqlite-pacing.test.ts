import { describe, expect, it } from 'vitest';
import { batched } from './fast-sqlite';
import type { C2CInput, Outcome, StoredC2C } from './fast-statements';

const turn = () => new Promise<void>((r) => setImmediate(r));

/** A batcher over a fake store that records each batch's size (one batch = one commit). */
function recordingBatcher(gapMs: number) {
  const batches: number[] = [];
  const send = batched(
    'c2c',
    async (_kind, inputs: C2CInput[]): Promise<Outcome<StoredC2C>[]> => {
      batches.push(inputs.length);
      return inputs.map((input) => ({
        ok: true,
        value: { message: input.base, cursors: new Map(), resent: false },
      }));
    },
    gapMs,
  );
  const input = { base: {} } as C2CInput;
  return { send: () => send(input), batches };
}

describe('SQLite send batches are paced', () => {
  it('gathers the sends of the following turns into one commit while the last commit is recent', async () => {
    const { send, batches } = recordingBatcher(200);
    const sent: Promise<unknown>[] = [send()];
    // Five more sends, each in its own turn of the event loop, well within the gap.
    for (let i = 0; i < 5; i++) {
      await turn();
      sent.push(send());
    }
    await Promise.all(sent);
    // Batching by turn alone committed each of these turns on its own: [1, 1, 1, 1, 1, 1].
    expect(batches).toEqual([1, 5]);
  });

  it('writes a send after a quiet spell at the end of its turn, without waiting for the gap', async () => {
    const { send, batches } = recordingBatcher(200);
    await send();
    await new Promise((r) => setTimeout(r, 250));
    const started = performance.now();
    const pending = send();
    await turn();
    expect(batches).toEqual([1, 1]);
    await pending;
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('answers every send of a batch in order', async () => {
    const { send, batches } = recordingBatcher(20);
    const results = await Promise.all(Array.from({ length: 10 }, () => send()));
    expect(results).toHaveLength(10);
    expect(batches).toEqual([10]);
  });
});
