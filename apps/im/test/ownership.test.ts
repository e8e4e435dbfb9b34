import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TimelineItem } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const modify = (c: TestClient, conversationID: string, sequence: number, t: string) =>
  c.call('msg.modify', { conversationID, sequence, version: 0, elements: text(t) });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

// Issue 8 item 5: only the sender modifies a message.
describe('msg.modify ownership', () => {
  it('a C2C peer cannot rewrite the other side’s message; the sender can', async () => {
    const a = await h.client('mo-a');
    const b = await h.client('mo-b');
    const m = (await a.call('msg.sendC2C', { to: 'mo-b', elements: text('I owe you 10'), random: rnd++ }))
      .message;
    expect(await codeOf(modify(b, 'C2Cmo-a', m.sequence, 'I owe you 1000'))).toBe(10007);
    const history = await b.call('msg.history', { conversationID: 'C2Cmo-a' });
    expect(history.messageList[0]!.elements).toEqual(text('I owe you 10'));
    expect((await modify(a, 'C2Cmo-b', m.sequence, 'I owe you 11')).message.version).toBe(1);
  });

  it('in a group neither members nor the owner rewrite another’s message', async () => {
    const owner = await h.client('mo-owner');
    const x = await h.client('mo-x');
    const y = await h.client('mo-y');
    const g = (
      await owner.call('group.create', {
        type: 'Public',
        name: 'club',
        memberList: [{ userID: 'mo-x' }, { userID: 'mo-y', role: 'Admin' }],
      })
    ).group.groupID;
    const m = (await x.call('msg.sendGroup', { groupID: g, elements: text('go team'), random: rnd++ }))
      .message;
    for (const c of [y, owner])
      expect(await codeOf(modify(c, `GROUP${g}`, m.sequence, 'team sucks'))).toBe(10007);
    expect((await modify(x, `GROUP${g}`, m.sequence, 'go team!')).message.elements).toEqual(text('go team!'));
  });
});

// Issue 8 item 10: read times are the server's, never in the future.
describe('read times', () => {
  it('a peer read time in 2100 is clamped to the server’s now and never moves back', async () => {
    const a = await h.client('rt-a');
    const b = await h.client('rt-b');
    await a.call('msg.sendC2C', { to: 'rt-b', elements: text('hi'), random: rnd++ });
    const year2100 = 4102444800;
    const before = Math.floor(Date.now() / 1000);
    await b.call('msg.markRead', { conversationID: 'C2Crt-a', time: year2100 });
    const after = Math.floor(Date.now() / 1000);
    const push = await a.waitPush<TimelineItem>((p) => (p.body as TimelineItem).kind === 'peerRead');
    expect(push.body.time).toBeGreaterThanOrEqual(before);
    expect(push.body.time).toBeLessThanOrEqual(after);
    const { peerReadTimeList } = await a.call('msg.peerReadTime', { userIDList: ['rt-b'] });
    expect(peerReadTimeList[0]!.time).toBeLessThanOrEqual(after);
    await b.call('msg.markRead', { conversationID: 'C2Crt-a', time: 1000 });
    const again = await a.call('msg.peerReadTime', { userIDList: ['rt-b'] });
    expect(again.peerReadTimeList[0]!.time).toBe(peerReadTimeList[0]!.time);
  });

  it('a clientTime in the future is stored as the server’s now', async () => {
    const a = await h.client('ct-a');
    const m = (
      await a.call('msg.sendC2C', { to: 'ct-b', elements: text('x'), random: rnd++, clientTime: 4102444800 })
    ).message;
    expect(m.clientTime).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(m.clientTime).toBe(m.time);
  });
});

// Issue 8 item 18: the online count of a stored group is for its members; live rooms stay public.
describe('group online count', () => {
  it('anonymous callers and non-members get 10015 and 10007; members and live-room viewers get the count', async () => {
    const owner = await h.client('oc-owner');
    const stranger = await h.client('oc-stranger');
    const anonymous = await h.client();
    const work = (await owner.call('group.create', { type: 'Private', name: 'staff' })).group.groupID;
    const open = (await owner.call('group.create', { type: 'Public', name: 'fans' })).group.groupID;
    for (const groupID of [work, open]) {
      expect(await codeOf(anonymous.call('group.onlineCount', { groupID }))).toBe(10015);
      expect(await codeOf(stranger.call('group.onlineCount', { groupID }))).toBe(10007);
      expect((await owner.call('group.onlineCount', { groupID })).onlineMemberNum).toBe(1);
    }
    expect(await codeOf(stranger.call('group.members', { groupID: work }))).toBe(10007);
    const live = (await owner.call('group.create', { type: 'AVChatRoom', name: 'match' })).group.groupID;
    await anonymous.call('group.join', { groupID: live });
    await stranger.call('group.join', { groupID: live });
    // Anyone may read a live room's count: its audience of identities (the anonymous socket is not one).
    expect((await anonymous.call('group.onlineCount', { groupID: live })).onlineMemberNum).toBe(1);
    expect((await stranger.call('group.onlineCount', { groupID: live })).onlineMemberNum).toBe(1);
  });
});
