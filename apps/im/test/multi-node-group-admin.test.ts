import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUSH, type GroupAdminPush, type PushFrame } from '@tifo/protocol';
import { startImServer } from '../src/server';
import { TEST_APP, TEST_SECRET, TestClient } from './client';

const redisUrl = process.env.TEST_REDIS_URL;

// Two nodes over Redis: attribute and counter pushes reach live-room viewers and members on the other node.
describe.skipIf(!redisUrl)('group administration pushes across nodes', () => {
  it('a live-room viewer and a member on node 2 see changes made on node 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'im-multi-ga-'));
    const config = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${join(dir, 'im.db')}`,
      secret: TEST_SECRET,
      sdkAppID: TEST_APP,
      redisUrl,
      redisPrefix: `imtest:${randomBytes(4).toString('hex')}:`,
      logLevel: 'silent',
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
    const adminPush = (c: TestClient, pred: (b: GroupAdminPush) => boolean) =>
      c.waitPush<GroupAdminPush>(
        (p: PushFrame) => p.push === PUSH.GROUP_ADMIN && pred(p.body as GroupAdminPush),
      );
    try {
      const owner = await connect(n1.port, 'mga-owner');
      const viewer = await connect(n2.port, 'mga-viewer');
      const live = (await owner.call('group.create', { type: 'AVChatRoom', name: 'live' })).group.groupID;
      await viewer.call('group.join', { groupID: live });
      const seen = adminPush(viewer, (b) => b.kind === 'attributes' && b.groupID === live);
      await owner.call('group.attrSet', { groupID: live, groupAttributes: { score: '1-0' } });
      expect((await seen).body).toMatchObject({ groupAttributes: { score: '1-0' } });
      const pub = (
        await owner.call('group.create', {
          type: 'Public',
          name: 'p',
          memberList: [{ userID: 'mga-viewer' }],
        })
      ).group.groupID;
      const counted = adminPush(viewer, (b) => b.kind === 'counters' && b.groupID === pub);
      await owner.call('group.counterUpdate', {
        groupID: pub,
        mode: 'Increase',
        counterList: [{ key: 'n', value: 2 }],
      });
      expect((await counted).body).toMatchObject({ counters: { n: 2 } });
    } finally {
      for (const c of clients) c.close();
      await n1.close();
      await n2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
