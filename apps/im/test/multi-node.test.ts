import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUSH, type LiveMessagesPush, type TimelineItem } from '@tifo/protocol';
import { startImServer } from '../src/server';
import { RedisPresence } from '../src/presence/redis';
import { TEST_APP, TEST_SECRET, TestClient } from './client';

const redisUrl = process.env.TEST_REDIS_URL;

const poll = async (port: number, body: object): Promise<unknown> =>
  (
    await fetch(`http://127.0.0.1:${port}/im/longpoll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

// Two nodes sharing one database and one Redis: deliveries and kicks cross nodes through the broker.
describe.skipIf(!redisUrl)('two nodes over Redis', () => {
  it('delivers C2C and live messages and kicks across nodes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'im-multi-'));
    const prefix = `imtest:${randomBytes(4).toString('hex')}:`;
    const config = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${join(dir, 'im.db')}`,
      secret: TEST_SECRET,
      sdkAppID: TEST_APP,
      redisUrl,
      redisPrefix: prefix,
      logLevel: 'silent',
      liveTickMs: 20,
    };
    const n1 = await startImServer({ config });
    const n2 = await startImServer({ config });
    const clients: TestClient[] = [];
    const connect = async (node: { port: number }, userID: string) => {
      const c = await TestClient.connect(node.port);
      clients.push(c);
      await c.login(userID);
      return c;
    };
    try {
      const a = await connect(n1, 'mn-a');
      const b = await connect(n2, 'mn-b');
      await a.call('msg.sendC2C', {
        to: 'mn-b',
        elements: [{ type: 'TIMTextElem', content: { text: 'across' } }],
        random: 1,
      });
      const p = await b.waitPush<TimelineItem>((x) => x.push === PUSH.TIMELINE);
      expect(p.body.message?.from).toBe('mn-a');
      const g = (await a.call('group.create', { type: 'AVChatRoom', name: 'x' })).group.groupID;
      await a.call('group.join', { groupID: g });
      await b.call('group.join', { groupID: g });
      expect((await a.call('group.onlineCount', { groupID: g })).onlineMemberNum).toBe(2);
      await a.call('msg.sendGroup', {
        groupID: g,
        elements: [{ type: 'TIMTextElem', content: { text: 'gol' } }],
        random: 2,
      });
      const live = await b.waitPush<LiveMessagesPush>((x) => x.push === PUSH.LIVE_MESSAGES);
      expect(live.body.messageList[0]?.from).toBe('mn-a');
      // Messages sent on either node share one broadcast sequence, so a long-poll reader gets the same
      // numbers whichever node answers (load balancers need not pin it).
      await b.call('msg.sendGroup', {
        groupID: g,
        elements: [{ type: 'TIMTextElem', content: { text: 'de novo' } }],
        random: 3,
      });
      const seqsOn = async (port: number) => {
        for (let i = 0; i < 50; i++) {
          const r = (await poll(port, { groupID: g, key: 'k', startBroadcastSeq: 1, holdTime: 0 })) as {
            messageList: Array<{ broadcastSequence: number }>;
            nextBroadcastSeq: number;
          };
          if (r.messageList.length === 2)
            return [r.messageList.map((m) => m.broadcastSequence), r.nextBroadcastSeq];
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`node on ${port} never had both messages`);
      };
      expect(await seqsOn(n1.port)).toEqual([[1, 2], 3]);
      expect(await seqsOn(n2.port)).toEqual([[1, 2], 3]);
      // A node that starts later (scale-out, rolling restart) continues the room's numbers: a reader that
      // read up to 2 on node 1 and asks node 3 for 3 onwards gets the next message (per-node counters gave it 1).
      const n3 = await startImServer({ config });
      try {
        const waiting = poll(n3.port, { groupID: g, key: 'k', startBroadcastSeq: 3, holdTime: 5 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await a.call('msg.sendGroup', {
          groupID: g,
          elements: [{ type: 'TIMTextElem', content: { text: 'terceiro' } }],
          random: 4,
        });
        const got = (await waiting) as {
          messageList: Array<{ broadcastSequence: number }>;
          nextBroadcastSeq: number;
        };
        expect([got.messageList.map((m) => m.broadcastSequence), got.nextBroadcastSeq]).toEqual([[3], 4]);
      } finally {
        await n3.close();
      }
      await connect(n2, 'mn-a');
      const k = await a.waitPush<{ type: number }>((x) => x.push === PUSH.KICKED);
      expect(k.body.type).toBe(2);
    } finally {
      for (const c of clients) c.close();
      await n1.close();
      await n2.close();
      const p = new RedisPresence(redisUrl!, prefix);
      await p.clearPrefix();
      await p.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
