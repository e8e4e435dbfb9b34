import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type OfflinePushInfo, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf } from './client';

// The send commands read the protocol's bodies, no more and no less: offlinePushInfo (which the SDK sends with
// sendMessage) is carried on the message as sent, in C2C and group sends alike, and checked for its shape.
let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const push: OfflinePushInfo = {
  title: 'Goal',
  description: '1-0',
  extension: '{"match":7}',
  disablePush: false,
};

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('send bodies', () => {
  it('a C2C send carries offlinePushInfo to the push, the answer and the history', async () => {
    const a = await h.client('opi-a');
    const b = await h.client('opi-b');
    const got = b.waitPush<TimelineItem>((p) => p.push === PUSH.TIMELINE);
    const sent = await a.call('msg.sendC2C', {
      to: 'opi-b',
      elements: text('hi'),
      random: rnd++,
      offlinePushInfo: push,
    });
    expect(sent.message.offlinePushInfo).toEqual(push);
    expect((await got).body.message?.offlinePushInfo).toEqual(push);
    const page = await b.call('msg.history', { conversationID: 'C2Copi-a' });
    expect(page.messageList.at(-1)?.offlinePushInfo).toEqual(push);
  });

  it('a group send carries offlinePushInfo to the members and the history', async () => {
    const o = await h.client('opi-owner');
    const m = await h.client('opi-member');
    const groupID = (
      await o.call('group.create', { type: 'Public', name: 'opi', memberList: [{ userID: 'opi-member' }] })
    ).group.groupID;
    const got = m.waitPush<{ message: WireMessage }>((p) => p.push === PUSH.GROUP_MESSAGE);
    const sent = await o.call('msg.sendGroup', {
      groupID,
      elements: text('hi'),
      random: rnd++,
      offlinePushInfo: push,
    });
    expect(sent.message.offlinePushInfo).toEqual(push);
    expect((await got).body.message.offlinePushInfo).toEqual(push);
    const page = await m.call('msg.history', { conversationID: `GROUP${groupID}` });
    expect(page.messageList.at(-1)?.offlinePushInfo).toEqual(push);
  });

  it('a message sent without offlinePushInfo carries none; a malformed one answers 60003', async () => {
    const a = await h.client('opi-c');
    const sent = await a.call('msg.sendC2C', { to: 'opi-d', elements: text('hi'), random: rnd++ });
    expect(sent.message).not.toHaveProperty('offlinePushInfo');
    const bad = { to: 'opi-d', elements: text('hi'), random: rnd++, offlinePushInfo: { title: 5 } };
    expect(await codeOf(a.call('msg.sendC2C', bad))).toBe(60003);
  });
});
