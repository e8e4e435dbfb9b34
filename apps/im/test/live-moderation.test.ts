import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserSig } from '@tifo/protocol/node';
import { GROUP_SYSTEM_NOTICE, GROUP_TIP, PUSH, type PushFrame } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { CallError, TEST_APP, TEST_SECRET, codeOf, type TestClient } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20 });
});
afterAll(() => h.close());

let rnd = 1;
const say = (c: TestClient, groupID: string) =>
  c.call('msg.sendGroup', {
    groupID,
    random: rnd++,
    elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
  });

async function room(owner: string, ...viewers: TestClient[]) {
  const host = await h.client(owner);
  const groupID = (await host.call('group.create', { type: 'AVChatRoom', name: owner })).group.groupID;
  await host.call('group.join', { groupID });
  for (const v of viewers) await v.call('group.join', { groupID });
  return { host, groupID };
}

async function admin(path: string, body: unknown): Promise<{ code: number }> {
  const sig = signUserSig({
    secret: TEST_SECRET,
    sdkAppID: TEST_APP,
    userID: 'administrator',
    expireSeconds: 600,
  });
  const url = `http://127.0.0.1:${h.server.adminPort}/im/admin/${path}?sdkappid=${TEST_APP}&identifier=administrator&usersig=${encodeURIComponent(sig)}`;
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number };
}

describe('live-room moderation', () => {
  it('enforces mute-all in a live room: members are refused (10017), the owner still speaks', async () => {
    const fan = await h.client('mm-fan');
    const { host, groupID } = await room('mm-host', fan);
    await say(fan, groupID);
    await host.call('group.update', { groupID, muteAllMembers: true });
    expect(await codeOf(say(fan, groupID))).toBe(10017);
    await say(host, groupID);
    expect((await admin('group/update', { groupID, muteAllMembers: false })).code).toBe(0);
    await say(fan, groupID);
  });

  it('mutes one member (owner or admin API only; not self, not the owner)', async () => {
    const fan = await h.client('pm-fan');
    const other = await h.client('pm-other');
    const { host, groupID } = await room('pm-host', fan, other);
    expect(await codeOf(other.call('group.muteMember', { groupID, userID: 'pm-fan', muteTime: 60 }))).toBe(
      10007,
    );
    expect(await codeOf(host.call('group.muteMember', { groupID, userID: 'pm-host', muteTime: 60 }))).toBe(
      2685,
    );
    expect(await codeOf(host.call('group.muteMember', { groupID, userID: 'pm-fan', muteTime: -1 }))).toBe(
      60003,
    );
    await host.call('group.muteMember', { groupID, userID: 'pm-fan', muteTime: 60 });
    expect(await codeOf(say(fan, groupID))).toBe(10017);
    await say(other, groupID);
    await host.call('group.muteMember', { groupID, userID: 'pm-fan', muteTime: 0 });
    await say(fan, groupID);
    expect((await admin('group/mute', { groupID, userID: 'pm-other', muteTime: 60 })).code).toBe(0);
    expect(await codeOf(say(other, groupID))).toBe(10017);
  });

  it('bans a user: out of the room on every device, notice 21, refused on send and rejoin (10101), also after reconnect', async () => {
    const web = await h.client();
    await web.login('ban-fan', { platform: 'web' });
    const phone = await h.client();
    await phone.login('ban-fan', { platform: 'ios' });
    const bystander = await h.client('ban-bystander');
    const { host, groupID } = await room('ban-host', web, phone, bystander);
    expect(
      await codeOf(bystander.call('group.banMember', { groupID, userIDList: ['ban-fan'], duration: 60 })),
    ).toBe(10007);
    expect(
      await codeOf(host.call('group.banMember', { groupID, userIDList: ['ban-fan'], duration: 0 })),
    ).toBe(2686);
    await host.call('group.banMember', { groupID, userIDList: ['ban-fan'], duration: 60 });
    const notice = (p: PushFrame) =>
      p.push === PUSH.TIMELINE &&
      JSON.stringify(p.body).includes(`"operationType":${GROUP_SYSTEM_NOTICE.LIVE_BANNED}`);
    await web.waitPush(notice);
    await phone.waitPush(notice);
    expect(
      h.server.ctx.live
        .viewers(groupID)
        .map((c) => c.userID)
        .sort(),
    ).toEqual(['ban-bystander', 'ban-host']);
    for (const c of [web, phone]) {
      expect(await codeOf(say(c, groupID))).toBe(10101);
      expect(await codeOf(c.call('group.join', { groupID }))).toBe(10101);
    }
    const again = await h.client('ban-fan');
    expect(await codeOf(again.call('group.join', { groupID }))).toBe(10101);
    await say(bystander, groupID);
    // The admin API bans too; a ban ends by itself.
    expect((await admin('group/ban', { groupID, userIDList: ['ban-bystander'], duration: 1 })).code).toBe(0);
    expect(await codeOf(bystander.call('group.join', { groupID }))).toBe(10101);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await bystander.call('group.join', { groupID });
    await say(bystander, groupID);
  });

  it("tells a member of a mute and of its end through the room's push, at once", async () => {
    const fan = await h.client('tm-fan');
    const { host, groupID } = await room('tm-host', fan);
    const tip = (muteTime: number) => (p: PushFrame) => {
      const text = JSON.stringify(p.body);
      return (
        text.includes(`"operationType":${GROUP_TIP.MEMBER_INFO_UPDATED}`) &&
        text.includes(`{"userID":"tm-fan","muteTime":${muteTime}}`)
      );
    };
    const muted = fan.waitPush(tip(600));
    const before = Math.floor(Date.now() / 1000);
    await host.call('group.muteMember', { groupID, userID: 'tm-fan', muteTime: 600 });
    await muted;
    // A refused send says until when, so the client's input frees itself when the mute runs out.
    const refusal = await say(fan, groupID).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CallError);
    const muteUntil = Number((refusal as CallError & { data: { muteUntil?: number } }).data.muteUntil);
    expect(muteUntil).toBeGreaterThanOrEqual(before + 600);
    expect(muteUntil).toBeLessThanOrEqual(before + 602);
    const lifted = fan.waitPush(tip(0));
    expect((await admin('group/mute', { groupID, userID: 'tm-fan', muteTime: 0 })).code).toBe(0);
    await lifted;
    await say(fan, groupID);
  });

  it('tells a banned user that the ban was lifted (notice 22), so the client rejoins at once', async () => {
    const fan = await h.client('ub-fan');
    const { host, groupID } = await room('ub-host', fan);
    await host.call('group.banMember', { groupID, userIDList: ['ub-fan'], duration: 600 });
    const unbanned = (p: PushFrame) =>
      p.push === PUSH.TIMELINE &&
      JSON.stringify(p.body).includes(`"operationType":${GROUP_SYSTEM_NOTICE.LIVE_UNBANNED}`);
    const told = fan.waitPush(unbanned);
    expect((await admin('group/unban', { groupID, userIDList: ['ub-fan', 'ub-never-banned'] })).code).toBe(0);
    const notice = await told;
    expect(JSON.stringify(notice.body)).toContain(groupID);
    await fan.call('group.join', { groupID });
    await say(fan, groupID);
  });

  it('keeps the per-user send limit in live rooms', async () => {
    const limited = await startHarness({ sendRatePerSecond: 5 });
    try {
      const host = await limited.client('rl-host');
      const groupID = (await host.call('group.create', { type: 'AVChatRoom', name: 'rl' })).group.groupID;
      await host.call('group.join', { groupID });
      const codes = await Promise.all(
        Array.from({ length: 10 }, () =>
          say(host, groupID).then(
            () => 0,
            (e: { code: number }) => e.code,
          ),
        ),
      );
      expect(codes.filter((c) => c === 2996).length).toBeGreaterThanOrEqual(5);
    } finally {
      await limited.close();
    }
  });

  it('takes at most its rate of user messages per room and second (2997 beyond); other rooms are not affected', async () => {
    const small = await startHarness({ liveRoomUserRate: 10 });
    try {
      const hostA = await small.client('in-a');
      const a = (await hostA.call('group.create', { type: 'AVChatRoom', name: 'a' })).group.groupID;
      const hostB = await small.client('in-b');
      const b = (await hostB.call('group.create', { type: 'AVChatRoom', name: 'b' })).group.groupID;
      await hostB.call('group.join', { groupID: b });
      const senders = await Promise.all(Array.from({ length: 25 }, (_, i) => small.client(`in-flood-${i}`)));
      for (const s of senders) await s.call('group.join', { groupID: a });
      const codes = await Promise.all(
        senders.map((s) =>
          say(s, a).then(
            () => 0,
            (e: { code: number }) => e.code,
          ),
        ),
      );
      expect(codes.filter((c) => c === 0)).toHaveLength(10);
      expect(codes.filter((c) => c === 2997)).toHaveLength(15);
      await say(hostB, b);
      // The admin API (gifts, scores) is never refused at intake.
      const sig = signUserSig({
        secret: TEST_SECRET,
        sdkAppID: TEST_APP,
        userID: 'administrator',
        expireSeconds: 600,
      });
      const r = await fetch(
        `http://127.0.0.1:${small.server.adminPort}/im/admin/message/group?sdkappid=${TEST_APP}&identifier=administrator&usersig=${encodeURIComponent(sig)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            groupID: a,
            elements: [{ type: 'TIMTextElem', content: { text: 'gift' } }],
          }),
        },
      );
      expect(((await r.json()) as { code: number }).code).toBe(0);
    } finally {
      await small.close();
    }
  });
});
