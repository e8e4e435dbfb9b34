import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type net from 'node:net';
import { PUSH, type LiveMessagesPush } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { stalledViewer } from './raw-ws';
import { TEST_APP, sig } from './client';

const LIMIT = 256 * 1024;
const GRACE_MS = 1000;
const STALLED = 100;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    sendBufferLimit: LIMIT,
    liveSlowGraceMs: GRACE_MS,
    liveTickMs: 50,
    liveMaxTickMs: 100,
    // The flow below (about 2 MB/s of 10 KB messages) is above a room's default user intake: this test is
    // about send buffers, not intake.
    liveRoomUserRate: 10_000,
    sendRatePerSecond: 10_000,
  });
});
afterAll(() => h.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (n: number) => Math.round(n / 1e5) / 10;

describe('slow readers', () => {
  it('100 stalled live viewers under a message flow: buffers stay bounded, the stalled are dropped, a healthy viewer keeps receiving', async () => {
    const host = await h.client('slow-host');
    const groupID = (await host.call('group.create', { type: 'AVChatRoom', name: 'slow' })).group.groupID;
    await host.call('group.join', { groupID });
    const healthy = await h.client();
    await healthy.call('group.join', { groupID });
    const received: { at: number; seq: number }[] = [];
    healthy.onPush((p) => {
      if (p.push !== PUSH.LIVE_MESSAGES) return;
      for (const m of (p.body as LiveMessagesPush).messageList)
        received.push({ at: Date.now(), seq: m.broadcastSequence ?? 0 });
    });
    const join = JSON.stringify({ cmd: 'group.join', seq: 1, body: { groupID } });
    const stalled: net.Socket[] = [];
    for (let i = 0; i < STALLED; i++) stalled.push(await stalledViewer(h.server.port, [join], '"seq":1'));
    expect(h.server.ctx.live.viewers(groupID)).toHaveLength(STALLED + 2);

    // About 2 MB/s to every viewer (10 KB messages, 20 every 100 ms) for 5 s. On loopback the kernel takes the
    // first 4 MB or so of a stalled socket (its send buffer grows to tcp_wmem's maximum), so the flow has to be
    // fast for the service's own buffers to be reached within a test.
    const text = 'g'.repeat(10_000);
    const rssBefore = process.memoryUsage().rss;
    let maxBuffered = 0;
    let random = 1;
    const started = Date.now();
    while (Date.now() - started < 5000) {
      for (let i = 0; i < 20; i++)
        void host.request('msg.sendGroup', {
          groupID,
          random: random++,
          elements: [{ type: 'TIMTextElem', content: { text } }],
        });
      await sleep(100);
      maxBuffered = Math.max(maxBuffered, h.server.ctx.registry.bufferedBytes());
    }
    await sleep(300);
    const rssAfter = process.memoryUsage().rss;
    const left = h.server.ctx.live.viewers(groupID).length;
    console.log(
      `stalled viewers: ${STALLED}, sent ${random - 1} messages of 10 KB; server send buffers peak ${mb(maxBuffered)} MB, ` +
        `now ${mb(h.server.ctx.registry.bufferedBytes())} MB; rss ${mb(rssBefore)} -> ${mb(rssAfter)} MB; viewers left ${left}`,
    );
    // Each stalled socket holds at most the ceiling plus one batch (up to ~200 KB here) before it skips; all are
    // gone after the grace.
    expect(maxBuffered).toBeLessThan(STALLED * (LIMIT + 256 * 1024));
    expect(left).toBe(2);
    expect(h.server.ctx.registry.bufferedBytes()).toBeLessThan(LIMIT);
    // The healthy viewer kept receiving to the end, every message in order.
    const seqs = received.map((r) => r.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs.length).toBe(random - 1);
    expect(received.at(-1)!.at - started).toBeGreaterThan(4500);
    const metrics = await (await fetch(`http://127.0.0.1:${h.server.adminPort}/metrics`)).text();
    expect(metrics).toMatch(/im_slow_readers_dropped_total\{kind="live"\} 100/);
    for (const s of stalled) s.destroy();
  }, 60_000);

  it('closes a chat socket above the ceiling at once (its sync recovers what it missed)', async () => {
    const sender = await h.client('slow-chat-sender');
    const login = JSON.stringify({
      cmd: 'session.login',
      seq: 1,
      body: { SDKAppID: TEST_APP, userID: 'slow-chat-reader', userSig: sig('slow-chat-reader') },
    });
    const stalledChat = await stalledViewer(h.server.port, [login], '"seq":1');
    expect(h.server.ctx.registry.ofUser('slow-chat-reader').size).toBe(1);
    const before = h.server.ctx.registry.all.size;
    const dropped = () => h.server.ctx.registry.ofUser('slow-chat-reader').size === 0;
    // Every message is a 10 KB push the reader never reads; the kernel takes the first few MB.
    const text = 'c'.repeat(10_000);
    let sent = 0;
    while (sent < 1500 && !dropped()) {
      sent += 1;
      await sender.call('msg.sendC2C', {
        to: 'slow-chat-reader',
        random: sent,
        elements: [{ type: 'TIMTextElem', content: { text } }],
      });
    }
    await sleep(50);
    expect(dropped()).toBe(true);
    expect(h.server.ctx.registry.all.size).toBe(before - 1);
    expect(h.server.ctx.registry.bufferedBytes()).toBeLessThan(LIMIT);
    // Nothing was lost: the messages are stored, and the reader's sync after reconnecting reads them.
    const back = await h.client('slow-chat-reader');
    const synced = await back.call('msg.sync', {});
    expect(synced.items.length).toBeGreaterThan(0);
    stalledChat.destroy();
  }, 30_000);
});
