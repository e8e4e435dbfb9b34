import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import { codeOf, cuttableTransport, nextEvent, ready, startService } from './harness';
import { freshPgDatabase } from '../../../test-support/pg-database';

let service: Awaited<ReturnType<typeof startService>>;
let pgDb: Awaited<ReturnType<typeof freshPgDatabase>>;
let ann: Chat;
let ben: Chat;
let cid: Chat;
const SRC = 'AddSource_Type_Web';

beforeAll(async () => {
  // SQLite in memory, or PostgreSQL with TEST_DATABASE_URL.
  pgDb = await freshPgDatabase('chat_test');
  service = await startService({
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
    profanityWords: ['badword'],
    profanityMode: 'reject',
  });
  ann = await ready(service.url, 'ann');
  ben = await ready(service.url, 'ben');
  cid = await ready(service.url, 'cid');
});
afterAll(async () => {
  for (const c of [ann, ben, cid]) await c.destroy();
  await service.close();
  await pgDb?.drop();
});

const ids = (list: { userID: string }[]) => list.map((f) => f.userID).sort();

describe('friends through the real service', () => {
  it('AllowAny: added at once on both sides, FRIEND_LIST_UPDATED on both; delete both ways', async () => {
    await ben.updateMyProfile({ allowType: Chat.TYPES.ALLOW_TYPE_ALLOW_ANY });
    const annHears = nextEvent(ann, Chat.EVENT.FRIEND_LIST_UPDATED, (l) => ids(l).includes('ben'));
    const benHears = nextEvent(ben, Chat.EVENT.FRIEND_LIST_UPDATED, (l) => ids(l).includes('ann'));
    const res = await ann.addFriend({ to: 'ben', source: SRC, remark: 'B', groupName: 'pals' });
    expect(res).toEqual({ code: 0, data: { userID: 'ben', code: 0 } });
    await Promise.all([annHears, benHears]);
    const list = (await ann.getFriendList()).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userID: 'ben', remark: 'B', groupList: ['pals'], source: SRC });
    expect(list[0]!.profile.allowType).toBe(Chat.TYPES.ALLOW_TYPE_ALLOW_ANY);
    expect(await codeOf(() => ann.addFriend({ to: 'ben', source: SRC }))).toBe(2701);
    const check = await ann.checkFriend({ userIDList: ['ben', 'cid'], type: Chat.TYPES.SNS_CHECK_TYPE_BOTH });
    expect(check.data.successUserIDList).toEqual([
      { userID: 'ben', code: 0, relation: Chat.TYPES.SNS_TYPE_BOTH_WAY },
      { userID: 'cid', code: 0, relation: Chat.TYPES.SNS_TYPE_NO_RELATION },
    ]);
    const groups = (await ann.getFriendGroupList()).data;
    expect(groups).toEqual([{ name: 'pals', userIDList: ['ben'], count: 1 }]);
    const gone = nextEvent(ben, Chat.EVENT.FRIEND_LIST_UPDATED, (l) => l.length === 0);
    const del = await ann.deleteFriend({ userIDList: ['ben', 'cid'] });
    expect(del.data.successUserIDList).toEqual([{ userID: 'ben' }]);
    expect(del.data.failureUserIDList).toEqual([{ userID: 'cid', code: 2700, message: 'not my friend' }]);
    await gone;
    expect((await ann.getFriendList()).data).toEqual([]);
  });

  it('NeedConfirm: an application on both sides (30539), unread, accept two-way', async () => {
    const cidApps = nextEvent(
      cid,
      Chat.EVENT.FRIEND_APPLICATION_LIST_UPDATED,
      (d) => d.unreadCount === 1 && d.friendApplicationList.some((a) => a.userID === 'ann'),
    );
    const res = await ann.addFriend({ to: 'cid', source: SRC, wording: 'hello' });
    expect(res.data).toEqual({ userID: 'cid', code: 30539, message: expect.any(String) });
    await cidApps;
    const mine = (await ann.getFriendApplicationList()).data;
    expect(mine.friendApplicationList[0]).toMatchObject({
      userID: 'cid',
      type: Chat.TYPES.SNS_APPLICATION_SENT_BY_ME,
      wording: 'hello',
    });
    const theirs = (await cid.getFriendApplicationList()).data;
    expect(theirs.unreadCount).toBe(1);
    expect(theirs.friendApplicationList[0]).toMatchObject({
      userID: 'ann',
      type: Chat.TYPES.SNS_APPLICATION_SENT_TO_ME,
    });
    await cid.setFriendApplicationRead();
    expect((await cid.getFriendApplicationList()).data.unreadCount).toBe(0);
    const annFriends = nextEvent(ann, Chat.EVENT.FRIEND_LIST_UPDATED, (l) => ids(l).includes('cid'));
    await cid.acceptFriendApplication({ userID: 'ann', type: Chat.TYPES.SNS_APPLICATION_AGREE_AND_ADD });
    await annFriends;
    expect(ids((await cid.getFriendList()).data)).toEqual(['ann']);
    expect((await cid.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
    expect(
      await codeOf(() =>
        cid.deleteFriendApplication({ userID: 'ann', type: Chat.TYPES.SNS_APPLICATION_SENT_TO_ME }),
      ),
    ).toBe(2716);
    expect(await codeOf(() => ben.addFriend({ to: 'cid', source: SRC, wording: 'badword' }))).toBe(3123);
    await ben.addFriend({ to: 'cid', source: SRC });
    await cid.refuseFriendApplication({ userID: 'ben' });
    expect((await ben.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
  });

  it('profile of friends, update, friend groups and their event', async () => {
    const fp = await ann.getFriendProfile({ userIDList: ['cid', 'ben'] });
    expect(ids(fp.data.friendList)).toEqual(['cid']);
    expect(fp.data.failureUserIDList[0]).toMatchObject({ userID: 'ben', code: 2700 });
    const up = await ann.updateFriend({
      userID: 'cid',
      remark: 'C',
      friendCustomField: [{ key: 'Tag_SNS_Custom_n', value: '7' }],
    });
    expect(up.data).toMatchObject({
      userID: 'cid',
      remark: 'C',
      friendCustomField: [{ key: 'Tag_SNS_Custom_n', value: '7' }],
    });
    expect(await codeOf(() => ann.updateFriend({ userID: 'ben', remark: 'x' }))).toBe(2700);
    const groupEvent = nextEvent(ann, Chat.EVENT.FRIEND_GROUP_LIST_UPDATED, (g) =>
      g.some((x) => x.name === 'club'),
    );
    const created = await ann.createFriendGroup({ name: 'club', userIDList: ['cid', 'ben'] });
    expect(created.data.friendGroup).toEqual({ name: 'club', userIDList: ['cid'], count: 1 });
    expect(created.data.failureUserIDList.map((f) => f.code)).toEqual([2700]);
    await groupEvent;
    expect(await codeOf(() => ann.createFriendGroup({ name: 'club', userIDList: [] }))).toBe(2710);
    expect(
      (await ann.removeFromFriendGroup({ name: 'club', userIDList: ['cid'] })).data.friendGroup.count,
    ).toBe(0);
    expect((await ann.addToFriendGroup({ name: 'club', userIDList: ['cid'] })).data.friendGroup.count).toBe(
      1,
    );
    const renamed = await ann.renameFriendGroup({ oldName: 'club', newName: 'team' });
    expect(renamed.data).toEqual({ name: 'team', userIDList: ['cid'], count: 1 });
    const cidFriend = (await ann.getFriendList()).data.find((f) => f.userID === 'cid');
    expect(cidFriend!.groupList).toContain('team');
    expect(await codeOf(() => ann.deleteFriendGroup({ name: 'club' }))).toBe(2711);
    expect((await ann.deleteFriendGroup({ name: 'team' })).data).toEqual({
      name: 'team',
      userIDList: [],
      count: 0,
    });
    expect((await ann.getFriendGroupList()).data.map((g) => g.name)).toEqual(['pals']);
  });

  it(
    'a change made while my socket is cut reaches my friend list after the reconnect',
    { timeout: 20_000 },
    async () => {
      const cut = cuttableTransport();
      const dan = await ready(service.url, 'dan', { transport: cut.transport });
      try {
        await dan.updateMyProfile({ allowType: Chat.TYPES.ALLOW_TYPE_ALLOW_ANY });
        const added = nextEvent(dan, Chat.EVENT.FRIEND_LIST_UPDATED, (l) => ids(l).includes('ben'));
        await ben.addFriend({ to: 'dan', source: SRC });
        await added;
        cut.block();
        await ben.deleteFriend({ userIDList: ['dan'] });
        const reloaded = nextEvent(dan, Chat.EVENT.SDK_RELOAD, () => true, 10_000);
        const updated = nextEvent(dan, Chat.EVENT.FRIEND_LIST_UPDATED, (l) => l.length === 0, 10_000);
        cut.unblock();
        await reloaded;
        await updated;
        expect((await dan.getFriendList()).data).toEqual([]);
      } finally {
        await dan.destroy();
      }
    },
  );
});
