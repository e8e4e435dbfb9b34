import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startImServer } from '../src/server';
import { RedisPresence } from '../src/presence/redis';
import { adminCall } from './admin-call';
import { TEST_APP, TEST_SECRET, TestClient, codeOf } from './client';

const redisUrl = process.env.TEST_REDIS_URL;

// Two nodes sharing one database and one Redis: a rule set through one node's admin API holds on the other at
// once (cache dropped through the broker), and slow mode counts a user's sends on every node together.
describe.skipIf(!redisUrl)('live-room rules on two nodes over Redis', () => {
  it('applies rules, roles and unbans on every node; slow mode is one interval across nodes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'im-multi-rules-'));
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
    const connect = async (node: { port: number }, userID: string, platform = 'web') => {
      const c = await TestClient.connect(node.port);
      clients.push(c);
      await c.login(userID, { platform });
      return c;
    };
    let rnd = 1;
    const say = (c: TestClient) =>
      c.call('msg.sendGroup', {
        groupID,
        random: rnd++,
        elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
      });
    const groupID = 'LIVE_multi';
    try {
      await adminCall(n1.adminPort, 'group/create', {
        type: 'AVChatRoom',
        name: 'm',
        groupID,
        ownerID: 'mr-host',
      });
      const web = await connect(n1, 'mr-fan', 'web');
      const phone = await connect(n2, 'mr-fan', 'ios');
      const other = await connect(n2, 'mr-other');
      for (const c of [web, phone, other]) await c.call('group.join', { groupID });
      // Node 2 caches the room's rules first, then node 1's admin API changes them.
      await say(other);
      await adminCall(n1.adminPort, 'live/rules', { groupID, slowModeSeconds: 10 });
      await say(web);
      expect(await codeOf(say(phone))).toBe(2996);
      await say(other);
      expect(await codeOf(say(other))).toBe(2996);
      await adminCall(n1.adminPort, 'group/role', { groupID, userID: 'mr-other', role: 'Admin' });
      await say(other);
      await adminCall(n1.adminPort, 'group/ban', { groupID, userIDList: ['mr-fan'], duration: 600 });
      expect(await codeOf(phone.call('group.join', { groupID }))).toBe(10101);
      await adminCall(n1.adminPort, 'group/unban', { groupID, userIDList: ['mr-fan'] });
      await phone.call('group.join', { groupID });
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
