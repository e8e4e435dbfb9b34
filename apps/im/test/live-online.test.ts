import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-call';
import { startHarness } from './harness';

// Admin `live/online`: many live rooms' audiences in one call (the API's room cards), the same number the
// single-room count gives, following joins and leaves; bad bodies get 60003. The audience is distinct
// identities (src/live/audience.ts), never sockets.

describe('admin live/online', () => {
  it('counts each room’s distinct identities in one call: not anonymous sockets, a user once', async () => {
    const h = await startHarness();
    try {
      const port = h.server.adminPort;
      const owner = await h.client('lo-owner');
      const one = (await owner.call('group.create', { type: 'AVChatRoom', name: 'one' })).group.groupID;
      const two = (await owner.call('group.create', { type: 'AVChatRoom', name: 'two' })).group.groupID;
      const work = (await owner.call('group.create', { type: 'Public', name: 'not live' })).group.groupID;
      await owner.call('group.join', { groupID: one });
      const fan = await h.client('lo-fan');
      await fan.call('group.join', { groupID: one });
      const anon = await h.client();
      await anon.call('group.join', { groupID: one });
      // One client with many sockets: five anonymous ones and the same user three more times.
      const floods = await Promise.all(Array.from({ length: 5 }, () => h.client()));
      for (const c of floods) await c.call('group.join', { groupID: one });
      const fanAgain = await Promise.all(['ios', 'android', 'pc'].map(() => h.client()));
      for (const [i, platform] of ['ios', 'android', 'pc'].entries()) {
        await fanAgain[i]!.login('lo-fan', { platform });
        await fanAgain[i]!.call('group.join', { groupID: one });
      }
      const other = await h.client('lo-other');
      await other.call('group.join', { groupID: two });

      const ask = [one, two, work, 'LIVE_404', one];
      const res = await adminCall(port, 'live/online', { groupIDList: ask });
      expect(res.code).toBe(0);
      expect(res.data.groups).toEqual([
        { groupID: one, onlineMemberNum: 2 },
        { groupID: two, onlineMemberNum: 1 },
        { groupID: work, onlineMemberNum: 0 },
        { groupID: 'LIVE_404', onlineMemberNum: 0 },
      ]);
      // The same number as the single-room count.
      const single = await adminCall(port, 'online', { groupID: one });
      expect((single.data.group as { onlineMemberNum: number }).onlineMemberNum).toBe(2);

      // A user counts until their last socket leaves.
      await fan.call('group.quit', { groupID: one });
      for (const c of [anon, ...floods]) c.close();
      expect((await adminCall(port, 'live/online', { groupIDList: [one] })).data.groups).toEqual([
        { groupID: one, onlineMemberNum: 2 },
      ]);
      for (const c of fanAgain) c.close();
      await expect
        .poll(async () => (await adminCall(port, 'live/online', { groupIDList: [one] })).data.groups)
        .toEqual([{ groupID: one, onlineMemberNum: 1 }]);
    } finally {
      await h.close();
    }
  });

  it('refuses bad bodies with 60003', async () => {
    const h = await startHarness();
    try {
      const port = h.server.adminPort;
      for (const body of [
        {},
        { groupIDList: [] },
        { groupIDList: 'LIVE_1' },
        { groupIDList: [''] },
        { groupIDList: Array.from({ length: 501 }, (_, i) => `LIVE_${i}`) },
      ]) {
        const res = await adminCall(port, 'live/online', body);
        expect(res.status).toBe(400);
        expect(res.code).toBe(60003);
      }
    } finally {
      await h.close();
    }
  });
});
