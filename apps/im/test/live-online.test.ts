import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-call';
import { startHarness } from './harness';

// Admin `live/online`: many live rooms' online counts in one call (the API's room cards), the same number the
// single-room count gives, following joins and leaves; bad bodies get 60003.

describe('admin live/online', () => {
  it('counts each room’s viewers (logged-in and anonymous sockets) in one call', async () => {
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
      const other = await h.client('lo-other');
      await other.call('group.join', { groupID: two });

      const ask = [one, two, work, 'LIVE_404', one];
      const res = await adminCall(port, 'live/online', { groupIDList: ask });
      expect(res.code).toBe(0);
      expect(res.data.groups).toEqual([
        { groupID: one, onlineMemberNum: 3 },
        { groupID: two, onlineMemberNum: 1 },
        { groupID: work, onlineMemberNum: 0 },
        { groupID: 'LIVE_404', onlineMemberNum: 0 },
      ]);
      // The same number as the single-room count.
      const single = await adminCall(port, 'online', { groupID: one });
      expect((single.data.group as { onlineMemberNum: number }).onlineMemberNum).toBe(3);

      // A viewer who leaves and one whose socket closes stop counting.
      await fan.call('group.quit', { groupID: one });
      anon.close();
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
