import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUSH, type ConvMetaPush } from '@tifo/protocol';
import { startImServer } from '../src/server';
import { createPgDatabase } from './harness';
import { TEST_APP, TEST_SECRET, TestClient } from './client';

const redisUrl = process.env.TEST_REDIS_URL;

// Two nodes sharing one database and one Redis: a change made on one node reaches the user's session on the other.
describe.skipIf(!redisUrl)('conversation groups across nodes', () => {
  it('pushes marks and group changes to the same user on another node', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'im-cg-multi-'));
    const pg = await createPgDatabase();
    const config = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: pg?.url ?? `sqlite:${join(dir, 'im.db')}`,
      secret: TEST_SECRET,
      sdkAppID: TEST_APP,
      redisUrl,
      redisPrefix: `imtest:${randomBytes(4).toString('hex')}:`,
      logLevel: 'silent',
    };
    const n1 = await startImServer({ config });
    const n2 = await startImServer({ config });
    const clients: TestClient[] = [];
    const connect = async (port: number, userID: string, platform: string) => {
      const c = await TestClient.connect(port);
      clients.push(c);
      await c.login(userID, { platform });
      return c;
    };
    try {
      const peer = await connect(n1.port, 'mncg-peer', 'web');
      await peer.call('msg.sendC2C', {
        to: 'mncg-me',
        elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
        random: 1,
      });
      const web = await connect(n1.port, 'mncg-me', 'web');
      const phone = await connect(n2.port, 'mncg-me', 'ios');
      await web.call('conv.mark', { conversationIDList: ['C2Cmncg-peer'], markType: 2, enableMark: true });
      const marked = await phone.waitPush<ConvMetaPush>((p) => p.push === PUSH.CONV_META);
      expect(marked.body.conversationList[0]).toMatchObject({
        conversationID: 'C2Cmncg-peer',
        markList: [2],
      });
      await web.call('conv.groupCreate', { groupName: 'far', conversationIDList: ['C2Cmncg-peer'] });
      const grouped = await phone.waitPush<ConvMetaPush>(
        (p) => p.push === PUSH.CONV_META && (p.body as ConvMetaPush).groupName === 'far',
      );
      expect(grouped.body.groupList).toEqual(['far']);
      expect((await phone.call('conv.get', { conversationID: 'C2Cmncg-peer' })).conversation).toMatchObject({
        markList: [2],
        conversationGroupList: ['far'],
      });
    } finally {
      for (const c of clients) c.close();
      await n1.close();
      await n2.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
