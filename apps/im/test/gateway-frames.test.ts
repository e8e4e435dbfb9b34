import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../src/commands';
import type { Handler } from '../src/gateway/command';
import { installLastResortHandlers } from '../src/last-resort';
import { startHarness, type Harness } from './harness';
import { captureLog } from './log-capture';

let h: Harness;
const log = captureLog();

beforeAll(async () => {
  h = await startHarness({}, { logger: log.logger });
});
afterAll(() => h.close());

/** Every name an object lookup would find without being a command: Object.prototype's own names. */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];

describe('gateway: command lookup and the reply path', () => {
  it('answers inherited property names as unknown commands (60001), as a guest and a user, with no stack', async () => {
    const guest = await h.client();
    const user = await h.client('frames-user');
    for (const c of [guest, user]) {
      for (const cmd of INHERITED) {
        const r = await c.request(cmd, {});
        expect({ cmd, code: r.code }).toEqual({ cmd, code: 60001 });
        expect(r.message).toContain('unknown command');
      }
    }
    // The first report: `constructor` ended the service. It still serves.
    expect((await user.call('session.hello', {})).timeStamp).toBeGreaterThan(0);
    const loud = log.records().filter((r) => r.level >= 40 || r.err?.stack);
    expect(loud).toEqual([]);
  });

  it('answers a frame with a seq but no usable cmd instead of dropping it', async () => {
    const c = await h.client();
    const answer = new Promise<unknown>((resolve) =>
      c.ws.once('message', (d) => resolve(JSON.parse(`${d}`))),
    );
    c.ws.send(JSON.stringify({ cmd: 42, seq: 7, body: {} }));
    expect(await answer).toMatchObject({ seq: 7, code: 60003 });
  });

  it('answers 90001 when a result cannot be encoded, and keeps serving', async () => {
    const table = HANDLERS as Map<string, Handler>;
    table.set('test.unencodable', async () => ({ big: 10n }));
    try {
      const c = await h.client('frames-bigint');
      const r = await c.request('test.unencodable', {});
      expect(r.code).toBe(90001);
      expect((await c.call('session.hello', {})).timeStamp).toBeGreaterThan(0);
    } finally {
      table.delete('test.unencodable');
    }
  });
});

describe('gateway: fairness between connections', () => {
  it("handles another connection's request before a burst of 400 frames from one connection is done", async () => {
    const flooder = await h.client('frames-flooder');
    const other = await h.client('frames-other');
    const order: string[] = [];
    const burst = Array.from({ length: 400 }, () =>
      flooder.request('session.hello', {}).then(() => void order.push('flood')),
    );
    const mine = other.request('session.hello', {}).then(() => void order.push('other'));
    await Promise.all([...burst, mine]);
    // Before, all 400 were parsed and answered before the other socket was even read.
    expect(order.indexOf('other')).toBeLessThan(100);
  });
});

describe('last-resort process handlers', () => {
  it('log a stray rejection and keep running; exit 1 on an uncaught exception', () => {
    const proc = new EventEmitter();
    const { logger, records } = captureLog();
    const exits: number[] = [];
    installLastResortHandlers(proc, logger, (code) => exits.push(code));
    proc.emit('unhandledRejection', new Error('late failure'));
    expect(exits).toEqual([]);
    expect(records().at(-1)?.msg).toContain('unhandled rejection');
    proc.emit('uncaughtException', new Error('broken state'));
    expect(exits).toEqual([1]);
  });
});
