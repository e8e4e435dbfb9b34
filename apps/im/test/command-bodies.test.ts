import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CMD, PUSH, type OfflinePushInfo, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { BODY_SCHEMAS, HANDLERS } from '../src/commands';
import { loose, type Expect, type TableReadsProtocol } from '../src/gateway/command';
import { startHarness, type Harness } from './harness';
import { codeOf } from './client';

// Every command's body is read through the one table checked against the protocol (src/commands.ts). The type
// checks below prove the check bites; the calls cover what reading the protocol's bodies changed.

type Table = typeof BODY_SCHEMAS;
const pinWith = <S extends z.ZodType>(schema: S) => ({ ...BODY_SCHEMAS, [CMD.CONV_PIN]: schema });
const _pinPlusNote = pinWith(
  z.object({ conversationID: z.string(), isPinned: z.boolean(), note: z.string().optional() }),
);
const pinSchemaOf = () => z.object({ conversationID: z.string(), isPinned: z.boolean() });
const _pinWithoutFlag = pinWith(z.object({ conversationID: z.string() }));
/** A schema that reads a field the protocol does not define does not compile. */
// @ts-expect-error conv.pin reads `note`
export type ExtraFieldFails = Expect<TableReadsProtocol<typeof _pinPlusNote>>;
/** A schema that drops a field the protocol defines does not compile. */
// @ts-expect-error conv.pin drops `isPinned`
export type DroppedFieldFails = Expect<TableReadsProtocol<typeof _pinWithoutFlag>>;
const _pinLooseTypo = { ...BODY_SCHEMAS, [CMD.CONV_PIN]: loose(pinSchemaOf(), 'isPined') };
/** Leaving out a field the protocol does not have (a typo) does not compile. */
// @ts-expect-error no field isPined in conv.pin's body
export type LooseTypoFails = Expect<TableReadsProtocol<typeof _pinLooseTypo>>;
/** A command of the protocol with no entry does not compile. */
// @ts-expect-error no entry for conv.pin
export type MissingCommandFails = Expect<TableReadsProtocol<Omit<Table, 'conv.pin'>>>;

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('command bodies', () => {
  it('the checked table names exactly the commands the gateway answers', () => {
    expect([...HANDLERS.keys()].sort()).toEqual(Object.keys(BODY_SCHEMAS).sort());
  });

  it("offlinePushInfo's ignoreIOSBadge and androidOPPOChannelID (spec 3, sent by the SDK) are carried", async () => {
    const push: OfflinePushInfo = { title: 'Goal', ignoreIOSBadge: true, androidOPPOChannelID: 'match-news' };
    const a = await h.client('cb-push-a');
    const b = await h.client('cb-push-b');
    const got = b.waitPush<TimelineItem>((p) => p.push === PUSH.TIMELINE);
    const sent = await a.call('msg.sendC2C', {
      to: 'cb-push-b',
      elements: text('hi'),
      random: rnd++,
      offlinePushInfo: push,
    });
    expect(sent.message.offlinePushInfo).toEqual(push);
    expect((await got).body.message?.offlinePushInfo).toEqual(push);
  });

  it('a send to a community topic carries offlinePushInfo and keeps the client ID, as a send to any group does', async () => {
    const push: OfflinePushInfo = { title: 'Kick-off', description: 'now', disablePush: false };
    const o = await h.client('cb-topic-owner');
    const m = await h.client('cb-topic-member');
    const g = (
      await o.call('group.create', {
        type: 'Community',
        name: 'club',
        isSupportTopic: true,
        memberList: [{ userID: 'cb-topic-member' }],
      })
    ).group.groupID;
    const topicID = (await o.call('topic.create', { groupID: g, topicName: 'talk' })).topic.topicID;
    const got = m.waitPush<{ message: WireMessage }>((p) => p.push === PUSH.GROUP_MESSAGE);
    const sent = await o.call('msg.sendGroup', {
      groupID: topicID,
      elements: text('hi'),
      random: rnd++,
      offlinePushInfo: push,
    });
    expect(sent.message.offlinePushInfo).toEqual(push);
    expect((await got).body.message.offlinePushInfo).toEqual(push);
    const page = await m.call('msg.history', { conversationID: `GROUP${topicID}` });
    expect(page.messageList.at(-1)?.offlinePushInfo).toEqual(push);
    // The client's message ID is kept, as in any group (it was replaced by the server's), and checked the same way.
    const random = rnd++;
    const ID = `cb-topic-owner-41-${random}`;
    const withID = await o.call('msg.sendGroup', { groupID: topicID, elements: text('id'), random, ID });
    expect(withID.message.ID).toBe(ID);
    const after = await m.call('msg.history', { conversationID: `GROUP${topicID}` });
    expect(after.messageList.at(-1)?.ID).toBe(ID);
    const bad = { groupID: topicID, elements: text('id'), random: rnd++, ID: 'someone-else-1-1' };
    expect(await codeOf(o.call('msg.sendGroup', bad))).toBe(60003);
  });

  it("a user's readOnly (the admin API's field) is not read: no refusal, and the group stays writable", async () => {
    const o = await h.client('cb-ro-owner');
    const m = await h.client('cb-ro-member');
    // Before, the user's schema read readOnly only to ignore it, and refused anything but a boolean (60003).
    const created = await o.call('group.create', {
      type: 'Public',
      name: 'ro',
      memberList: [{ userID: 'cb-ro-member' }],
      readOnly: 'yes',
    } as never);
    const groupID = created.group.groupID;
    await o.call('group.update', { groupID, name: 'ro2', readOnly: true } as never);
    const got = o.waitPush<{ message: WireMessage }>(
      (p) =>
        p.push === PUSH.GROUP_MESSAGE && (p.body as { message: WireMessage }).message.from === 'cb-ro-member',
    );
    await m.call('msg.sendGroup', { groupID, elements: text('still open'), random: rnd++ });
    expect((await got).body.message.to).toBe(groupID);
  });
});
