import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUSH } from '@tifo/protocol';
import { startImServer } from '../src/server';
import { TEST_APP, TEST_SECRET, TestClient, codeOf } from './client';
import { createPgDatabase } from './harness';
import { adminCall } from './admin-call';

const redisUrl = process.env.TEST_REDIS_URL;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

// Two nodes started at once on one database (PostgreSQL with TEST_DATABASE_URL) and one Redis.
describe.skipIf(!redisUrl)('identity rules across two nodes', () => {
  // Two nodes and a fresh PostgreSQL database take about 3 s alone; a loaded machine needs more than 5.
  it(
    'both create the server groups at once; revocations and profile changes reach the other node',
    { timeout: 30_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'im-multi-id-'));
      const pgDb = await createPgDatabase();
      const config = {
        port: 0,
        host: '127.0.0.1',
        databaseUrl: pgDb?.url ?? `sqlite:${join(dir, 'im.db')}`,
        secret: TEST_SECRET,
        sdkAppID: TEST_APP,
        redisUrl,
        redisPrefix: `imtest:${randomBytes(4).toString('hex')}:`,
        logLevel: 'silent',
      };
      // On PostgreSQL the nodes start at the same moment (migrations and server groups race). Two nodes in one
      // process cannot do that on one SQLite file: better-sqlite3 waits for the write lock synchronously, which
      // blocks the very event loop the other node needs to release it; separate processes do not share that.
      const start = () => startImServer({ config });
      const [n1, n2] = pgDb ? await Promise.all([start(), start()]) : [await start(), await start()];
      const clients: TestClient[] = [];
      const connect = async (port: number, userID: string) => {
        const c = await TestClient.connect(port);
        clients.push(c);
        await c.login(userID);
        return c;
      };
      try {
        const rows = await n1.ctx.db.kysely
          .selectFrom('im_groups')
          .select(['group_id', 'owner_id', 'read_only'])
          .where('group_id', 'in', ['NOTIFY_ROOM', 'GROUPNOTIFY_ROOM', 'LIVE_SCORE'])
          .orderBy('group_id')
          .execute();
        expect(rows.map((r) => [r.group_id, r.owner_id, Number(r.read_only)])).toEqual([
          ['GROUPNOTIFY_ROOM', 'administrator', 1],
          ['LIVE_SCORE', 'administrator', 1],
          ['NOTIFY_ROOM', 'administrator', 1],
        ]);
        const onTwo = await connect(n2.port, 'mi-u');
        expect(
          (await adminCall(n1.adminPort, 'account/revoke', { userID: 'mi-u', generation: 1 })).code,
        ).toBe(0);
        expect((await onTwo.waitPush<{ type: number }>((p) => p.push === PUSH.KICKED)).body.type).toBe(3);
        const retry = await TestClient.connect(n2.port);
        clients.push(retry);
        expect(await codeOf(retry.login('mi-u'))).toBe(70002);

        const sender = await connect(n2.port, 'mi-s');
        const first = await sender.call('msg.sendC2C', { to: 'mi-r', elements: text('a'), random: 1 });
        expect(first.message.nick).toBe('');
        await adminCall(n1.adminPort, 'account/update', { userID: 'mi-s', nick: 'Sam' });
        const second = await sender.call('msg.sendC2C', { to: 'mi-r', elements: text('b'), random: 2 });
        expect(second.message.nick).toBe('Sam');
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
