import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type LiveMessagesPush } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, sig, TEST_APP } from './client';
import { adminCall } from './admin-call';

// Issue 8 items 4 and 9: server-owned rooms are created at start-up, reserved, and read-only for users.
let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const matchChange = (score: string) => [
  {
    type: 'TIMCustomElem',
    content: {
      data: JSON.stringify({ action: 'MatchChange', changes: [{ score }] }),
      description: '',
      extension: '',
    },
  },
];
const admin = (path: string, body: unknown) => adminCall(h.server.adminPort, path, body);

beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20 });
});
afterAll(() => h.close());

describe('server-owned rooms', () => {
  it('LIVE_SCORE exists at start-up; users cannot post a MatchChange there, the admin API can, as administrator', async () => {
    // What the API's live-score bridge does first: 10021 means "ready".
    expect(
      (await admin('group/create', { type: 'AVChatRoom', groupID: 'LIVE_SCORE', name: 'Live scores' })).code,
    ).toBe(10021);
    const guest = await h.client('guest_1');
    const viewer = await h.client();
    await guest.call('group.join', { groupID: 'LIVE_SCORE' });
    await viewer.call('group.join', { groupID: 'LIVE_SCORE' });
    expect(
      await codeOf(
        guest.call('msg.sendGroup', { groupID: 'LIVE_SCORE', elements: matchChange('0-7'), random: rnd++ }),
      ),
    ).toBe(10007);
    expect(
      (
        await admin('message/group', {
          groupID: 'LIVE_SCORE',
          priority: 'High',
          elements: matchChange('1-0'),
        })
      ).code,
    ).toBe(0);
    const batch = await viewer.waitPush<LiveMessagesPush>((p) => p.push === PUSH.LIVE_MESSAGES);
    expect(batch.body.messageList).toHaveLength(1);
    expect(batch.body.messageList[0]!.from).toBe('administrator');
    expect(JSON.stringify(batch.body.messageList[0]!.elements)).toContain('1-0');
  });

  it('a group the admin API creates read-only refuses members’ sends; other groups stay open', async () => {
    const m = await h.client('ro-member');
    const g = await admin('group/create', {
      type: 'Public',
      name: 'notices',
      groupID: 'RO_NOTICES',
      readOnly: true,
      memberList: [{ userID: 'ro-member', role: 'Admin' }],
    });
    expect(g.code).toBe(0);
    expect(
      await codeOf(m.call('msg.sendGroup', { groupID: 'RO_NOTICES', elements: text('hi'), random: rnd++ })),
    ).toBe(10007);
    expect((await admin('message/group', { groupID: 'RO_NOTICES', elements: text('notice') })).code).toBe(0);
    // The flag can be lifted (and set) by the admin API only.
    expect((await admin('group/update', { groupID: 'RO_NOTICES', readOnly: false })).code).toBe(0);
    await m.call('msg.sendGroup', { groupID: 'RO_NOTICES', elements: text('now open'), random: rnd++ });
    await m.call('group.update', { groupID: 'RO_NOTICES', readOnly: true, introduction: 'x' });
    await m.call('msg.sendGroup', { groupID: 'RO_NOTICES', elements: text('still open'), random: rnd++ });
    // A user's own live room is not read-only.
    const own = (await m.call('group.create', { type: 'AVChatRoom', name: 'mine', readOnly: true })).group
      .groupID;
    await m.call('group.join', { groupID: own });
    await m.call('msg.sendGroup', { groupID: own, elements: text('mine'), random: rnd++ });
  });

  it('server identities cannot log in nor be written to by users', async () => {
    const c = await h.client();
    for (const userID of ['administrator', 'broadcast', 'Administrator']) {
      expect(
        await codeOf(c.call('session.login', { SDKAppID: TEST_APP, userID, userSig: sig(userID) })),
      ).toBe(10007);
    }
    const u = await h.client('si-user');
    for (const to of ['administrator', 'broadcast']) {
      expect(await codeOf(u.call('msg.sendC2C', { to, elements: text('hello'), random: rnd++ }))).toBe(10007);
    }
    // The admin API still writes as and to anyone.
    expect((await admin('message/c2c', { to: 'si-user', elements: text('from the server') })).code).toBe(0);
  });
});

describe('reserved group IDs', () => {
  it('users cannot create the server groups in any letter case; the operator’s exist already', async () => {
    const u = await h.client('squatter');
    for (const groupID of ['NOTIFY_ROOM', 'GROUPNOTIFY_ROOM', 'LIVE_SCORE', 'notify_room', 'Live_Score']) {
      expect(await codeOf(u.call('group.create', { type: 'Public', name: 'mine', groupID })), groupID).toBe(
        2601,
      );
    }
    const { groupList } = await u.call('group.profile', {
      groupIDList: ['NOTIFY_ROOM', 'GROUPNOTIFY_ROOM', 'LIVE_SCORE'],
    });
    expect(groupList.map((g) => [g.groupID, g.ownerID])).toEqual([
      ['NOTIFY_ROOM', 'administrator'],
      ['GROUPNOTIFY_ROOM', 'administrator'],
      ['LIVE_SCORE', 'administrator'],
    ]);
  });

  it('start-up creation is idempotent (restarts) and takes back a group a user held first', async () => {
    const u = await h.client('early-bird');
    await u.call('group.create', { type: 'Public', name: 'mine', groupID: 'SQUAT_ROOM' });
    await h.restart({ serverGroups: ['NOTIFY_ROOM', 'GROUPNOTIFY_ROOM', 'LIVE_SCORE', 'SQUAT_ROOM:Public'] });
    const u2 = await h.client('early-bird');
    const squat = (await u2.call('group.profile', { groupIDList: ['SQUAT_ROOM'] })).groupList[0]!;
    expect(squat.ownerID).toBe('administrator');
    expect(squat.selfInfo?.role).toBe('Member');
    expect(
      await codeOf(
        u2.call('msg.sendGroup', { groupID: 'SQUAT_ROOM', elements: text('mine!'), random: rnd++ }),
      ),
    ).toBe(10007);
    await h.restart();
    const v = await h.client('after-restart');
    const { groupList } = await v.call('group.profile', { groupIDList: ['NOTIFY_ROOM', 'LIVE_SCORE'] });
    expect(groupList).toHaveLength(2);
    const rows = await h.server.ctx.db.kysely
      .selectFrom('im_groups')
      .select('group_id')
      .where('group_id', 'in', ['NOTIFY_ROOM', 'GROUPNOTIFY_ROOM', 'LIVE_SCORE'])
      .execute();
    expect(rows).toHaveLength(3);
  });
});
