import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startImServer } from '../src/server';
import { RedisPresence } from '../src/presence/redis';
import { adminCall } from './admin-call';
import { TEST_APP, TEST_SECRET, TestClient } from './client';

const redisUrl = process.env.TEST_REDIS_URL;

// Two nodes sharing one database and one Redis: a live room's member list is the same whichever node answers it,
// and a user with a connection on each node is listed once, until the last of them leaves.
describe.skipIf(!redisUrl)('live-room member list on two nodes over Redis', () => {
  it('lists the viewers of every node once each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'im-multi-members-'));
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
    const groupID = 'LIVE_members';
    const listed = async (c: TestClient) =>
      (
        (await c.call('group.members', { groupID, count: 100 })) as { memberList: Array<{ userID: string }> }
      ).memberList
        .map((m) => m.userID)
        .sort();
    try {
      await adminCall(n1.adminPort, 'group/create', {
        type: 'AVChatRoom',
        name: 'm',
        groupID,
        ownerID: 'mm-host',
      });
      const web = await connect(n1, 'mm-fan', 'web');
      const phone = await connect(n2, 'mm-fan', 'ios');
      const other = await connect(n2, 'mm-other');
      const reader = await connect(n1, 'mm-reader');
      for (const c of [web, phone, other, reader]) await c.call('group.join', { groupID });

      expect(await listed(reader)).toEqual(['mm-fan', 'mm-other', 'mm-reader']);
      expect(await listed(other)).toEqual(['mm-fan', 'mm-other', 'mm-reader']);
      // mm-fan leaves on node 2 but still watches on node 1.
      await phone.call('group.quit', { groupID });
      await new Promise((r) => setTimeout(r, 3100));
      expect(await listed(other)).toEqual(['mm-fan', 'mm-other', 'mm-reader']);
      web.close();
      await expect
        .poll(
          async () => {
            await new Promise((r) => setTimeout(r, 3100));
            return listed(reader);
          },
          { timeout: 15_000 },
        )
        .toEqual(['mm-other', 'mm-reader']);
    } finally {
      for (const c of clients) c.close();
      await n1.close();
      await n2.close();
      const p = new RedisPresence(redisUrl!, prefix);
      await p.clearPrefix();
      await p.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
