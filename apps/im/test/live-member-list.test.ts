import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-call';
import { codeOf } from './client';
import { startHarness } from './harness';

// The live-room member list: logged-in viewers with their stored nick and avatar, the owner marked, at most one
// call per 3 s per connection (the spec's frequency limit), only for connections that read the room.

describe('live-room member list', () => {
  it('lists the viewers with profiles and roles, and holds the 3 s frequency limit', async () => {
    const h = await startHarness();
    try {
      await adminCall(h.server.adminPort, 'account/import', {
        userID: 'lm-b',
        nick: 'Bea',
        avatar: 'https://x.test/b.png',
      });
      const owner = await h.client('lm-owner');
      const viewer = await h.client('lm-b');
      const outsider = await h.client('lm-c');
      const groupID = (await owner.call('group.create', { type: 'AVChatRoom', name: 'live' })).group.groupID;
      await owner.call('group.join', { groupID });
      await viewer.call('group.join', { groupID });

      const page = await viewer.call('group.members', { groupID });
      expect(page.memberNum).toBe(2);
      const byId = new Map(page.memberList.map((m) => [m.userID, m]));
      expect(byId.get('lm-owner')?.role).toBe('Owner');
      expect(byId.get('lm-b')).toMatchObject({ role: 'Member', nick: 'Bea', avatar: 'https://x.test/b.png' });

      // A second call within 3 s is refused with the wait; another connection has its own budget.
      expect(await codeOf(viewer.call('group.members', { groupID }))).toBe(2996);
      expect((await owner.call('group.members', { groupID })).memberNum).toBe(2);
      // Only those who read the room may list it.
      expect(await codeOf(outsider.call('group.members', { groupID }))).toBe(2101);
    } finally {
      await h.close();
    }
  });
});
