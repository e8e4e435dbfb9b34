import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CMD } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { captureLog } from './log-capture';

/**
 * Fuzz of the gateway over real sockets: every command of the protocol, every inherited property name as a
 * command, malformed, binary and oversized frames, wrong types for seq and body, and random bodies, sent as a
 * guest (not logged in), a logged-in user and an anonymous live-room viewer. The service must answer every
 * frame that carries a usable seq with a numeric code, never crash, and serve normally afterwards.
 * Seeded, so a failure replays; bounded to a few seconds.
 */

let h: Harness;
const log = captureLog('warn');
let liveRoom = '';

beforeAll(async () => {
  h = await startHarness({ requestTimeoutMs: 3000 }, { logger: log.logger });
  const host = await h.client('fuzz-host');
  liveRoom = (await host.call('group.create', { type: 'AVChatRoom', name: 'fuzz live' })).group.groupID;
  await host.call('group.create', { type: 'Public', name: 'fuzz public', groupID: 'fuzz-public' });
});
afterAll(() => h.close());

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  'groupID',
  'to',
  'userID',
  'elements',
  'random',
  'conversationID',
  'sequence',
  'sequenceList',
  'version',
  'type',
  'name',
  'priority',
  'cursor',
  'count',
  'userIDList',
  'messageList',
  'startIndex',
  'platform',
  'SDKAppID',
  'userSig',
  'unlimited',
  'content',
  'text',
  'nick',
  'cloudCustomData',
  'atUserList',
  'offset',
  'memberList',
  'role',
  'handleAction',
  'applicant',
  'fromSequence',
  'direction',
  'isPinned',
  'remindType',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

function randomValue(rand: () => number, depth: number): unknown {
  const pick = Math.floor(rand() * (depth > 2 ? 7 : 10));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rand() < 0.5;
    case 2:
      return Math.floor(rand() * 2 ** 33) - 2 ** 32;
    case 3:
      return rand() * 1e300 * (rand() < 0.5 ? -1 : 1);
    case 4:
      return [
        '',
        'x',
        liveRoom,
        'fuzz-public',
        'fuzz-host',
        'GROUPfuzz-public',
        'C2Cfuzz-host',
        '😀'.repeat(40),
        'TIMTextElem',
        'High',
        'AVChatRoom',
        'constructor',
      ][Math.floor(rand() * 12)];
    case 5:
      return 'z'.repeat(Math.floor(rand() * 3000));
    case 6:
      return Number.MAX_SAFE_INTEGER;
    case 7:
    case 8: {
      const o: Record<string, unknown> = {};
      const n = Math.floor(rand() * 5);
      for (let i = 0; i < n; i++)
        Object.defineProperty(o, KEYS[Math.floor(rand() * KEYS.length)]!, {
          value: randomValue(rand, depth + 1),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return o;
    }
    default:
      return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
  }
}

/** A raw socket that records every answer by seq. */
async function rawClient(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/im`);
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const answers = new Map<number, { code: unknown; message: unknown }>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const f = JSON.parse(`${data}`) as { seq?: number; code?: unknown; message?: unknown; push?: string };
    if (f.push === undefined && typeof f.seq === 'number')
      answers.set(f.seq, { code: f.code, message: f.message });
    for (const w of waiters) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  let seq = 0;
  return {
    ws,
    answers,
    closed,
    nextSeq: () => ++seq,
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    request(cmd: unknown, body: unknown, withBody = true): number {
      const s = ++seq;
      ws.send(JSON.stringify(withBody ? { cmd, seq: s, body } : { cmd, seq: s }));
      return s;
    },
    /** Resolves when every seq has an answer (or after `ms`). */
    async settle(seqs: number[], ms: number): Promise<number[]> {
      const deadline = Date.now() + ms;
      while (seqs.some((s) => !answers.has(s)) && Date.now() < deadline && ws.readyState === ws.OPEN)
        await new Promise<void>((resolve) => {
          const w = () => (waiters.delete(w), resolve());
          waiters.add(w);
          setTimeout(w, 50);
        });
      return seqs.filter((s) => !answers.has(s));
    },
  };
}

async function login(c: Awaited<ReturnType<typeof rawClient>>, userID: string) {
  const { sig, TEST_APP } = await import('./client');
  const s = c.request('session.login', { SDKAppID: TEST_APP, userID, userSig: sig(userID) });
  await c.settle([s], 3000);
  expect(c.answers.get(s)?.code).toBe(0);
}

const COMMANDS = Object.values(CMD);
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype', ''];
const BAD_BODIES: unknown[] = [undefined, null, 'body', 42, true, [], [{}], { groupID: { $ne: 1 } }];

describe('gateway fuzz', () => {
  it('answers every frame with a usable seq with a numeric code, as a guest, a user and an anonymous viewer', async () => {
    const rand = prng(0x7153);
    const guest = await rawClient(h.server.port);
    const user = await rawClient(h.server.port);
    await login(user, 'fuzz-user');
    const viewer = await rawClient(h.server.port);
    const joined = viewer.request('group.join', { groupID: liveRoom });
    await viewer.settle([joined], 3000);
    expect(viewer.answers.get(joined)?.code).toBe(0);

    const started = Date.now();
    for (const c of [guest, user, viewer]) {
      const seqs: number[] = [];
      // Logout would end the user's session early: it goes last.
      const ordered = [...COMMANDS.filter((x) => x !== CMD.LOGOUT), CMD.LOGOUT];
      for (const cmd of ordered) {
        seqs.push(c.request(cmd, {}, false));
        for (const body of BAD_BODIES) seqs.push(c.request(cmd, body));
        for (let i = 0; i < 12; i++) seqs.push(c.request(cmd, randomValue(rand, 0)));
      }
      for (const cmd of INHERITED) seqs.push(c.request(cmd, {}), c.request(cmd, randomValue(rand, 0)));
      // A seq with a wrong command type is still answered (60003).
      for (const cmd of [null, 1, {}, [], true]) seqs.push(c.request(cmd, {}));
      // Unanswerable frames: malformed JSON, no or wrongly typed seq, non-objects, binary garbage.
      for (const junk of [
        '{',
        '',
        'null',
        '[]',
        '"x"',
        '{"cmd":"session.hello"}',
        '{"cmd":"session.hello","seq":"1"}',
        '{"cmd":"session.hello","seq":null}',
        '{"cmd":"session.hello","seq":[1]}',
        '{"cmd":"session.hello","seq":{"a":1}}',
        '\u0000\u0001',
        '{"__proto__":{"seq":1},"cmd":"session.hello"}',
      ])
        c.send(junk);
      c.ws.send(Buffer.from([0, 159, 146, 150, 255]), { binary: true });
      // A binary frame carrying a JSON request: answered, but refused (the protocol is JSON text).
      const binarySeq = c.nextSeq();
      c.ws.send(Buffer.from(JSON.stringify({ cmd: 'session.hello', seq: binarySeq })), { binary: true });
      seqs.push(binarySeq);
      const missing = await c.settle(seqs, 8000);
      expect(missing).toEqual([]);
      for (const s of seqs) expect(typeof c.answers.get(s)?.code).toBe('number');
      expect(c.answers.get(binarySeq)?.code).toBe(60003);
    }
    const internal = [guest, user, viewer].flatMap((c) =>
      [...c.answers.values()].filter((a) => a.code === 90001),
    );
    expect(internal).toEqual([]);
    expect(Date.now() - started).toBeLessThan(20_000);

    // An oversized frame closes that socket (1009) and nothing else.
    const big = await rawClient(h.server.port);
    big.request('session.hello', { pad: 'x'.repeat(70 * 1024) });
    expect(await big.closed).toBe(1009);

    // Still serving: health, and a normal request on a new connection.
    const health = (await fetch(`http://127.0.0.1:${h.server.port}/im/healthz`).then((r) => r.json())) as {
      ok: boolean;
    };
    expect(health.ok).toBe(true);
    const after = await h.client('fuzz-after');
    await h.client('fuzz-peer');
    const sent = await after.call('msg.sendC2C', {
      to: 'fuzz-peer',
      elements: [{ type: 'TIMTextElem', content: { text: 'still here' } }],
      random: 1,
    });
    expect(sent.message.sequence).toBeGreaterThan(0);
    for (const c of [guest, user, viewer]) c.ws.close();
    // No error-level line: nothing in the fuzz is the service's own failure.
    expect(log.records().filter((r) => r.level >= 50)).toEqual([]);
  }, 60_000);
});
