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
