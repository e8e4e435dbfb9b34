import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PushFrame, SocialPush } from '@tifo/protocol';
import { startImServer } from '../src/server';
import { TEST_APP, TEST_SECRET, TestClient, codeOf } from './client';
import { createPgDatabase } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const social = (kind: string) => (p: PushFrame) =>
  p.push === 'social' && (p.body as SocialPush).kind === kind;

// Two nodes on one database and one Redis: each node caches blacklists, and status and friend pushes cross.
describe.skipIf(!redisUrl)('social rules across two nodes', () => {
  it(
    'a blacklist change on one node refuses sends on the other at once; pushes cross nodes',
    { timeout: 30_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'im-multi-social-'));
      const pgDb = await createPgDatabase();
      const config = {
        port: 0,
        host: '127.0.0.1',
        databaseUrl: pgDb?.url ?? `sqlite:${join(dir, 'im.db')}`,
        secret: TEST_SECRET,
        sdkAppID: TEST_APP,
        redisUrl,
        redisPrefix: `imtest:${randomBytes(4).toString('hex')}:`,
        logLevel: 'silent' as const,
      };
      const n1 = await startImServer({ config });
      const n2 = await startImServer({ config });
      const clients: TestClient[] = [];
      const connect = async (port: number, userID: string) => {
        const c = await TestClient.connect(port);
        clients.push(c);
        await c.login(userID);
        return c;
      };
      try {
        const owner = await connect(n1.port, 'ms-owner');
        const other = await connect(n2.port, 'ms-other');
        // The receiver's list is cached on n2 by this first send.
        await other.call('msg.sendC2C', { to: 'ms-owner', elements: text('one'), random: 1 });
        await owner.call('blacklist.add', { userIDList: ['ms-other'] });
        expect(
          await codeOf(other.call('msg.sendC2C', { to: 'ms-owner', elements: text('two'), random: 2 })),
        ).toBe(20007);
        await owner.call('blacklist.remove', { userIDList: ['ms-other'] });
        await other.call('msg.sendC2C', { to: 'ms-owner', elements: text('three'), random: 3 });

        await owner.call('profile.update', { allowType: 'AllowType_Type_AllowAny' });
        await other.call('friend.add', { to: 'ms-owner', source: 'AddSource_Type_Web' });
        await owner.waitPush(social('friends'));
        await other.call('status.subscribe', { userIDList: ['ms-owner'] });
        await owner.call('status.set', { customStatus: 'here' });
        await other.waitPush((p) => social('status')(p) && JSON.stringify(p.body).includes('here'));
      } finally {
        for (const c of clients) c.close();
        await n1.close();
        await n2.close();
        await pgDb?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
