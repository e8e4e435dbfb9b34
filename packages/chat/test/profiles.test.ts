import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { codeOf, inbox, nextEvent, ready, startService, until } from './harness';
import { freshPgDatabase } from '../../../test-support/pg-database';

let service: Awaited<ReturnType<typeof startService>>;
let pgDb: Awaited<ReturnType<typeof freshPgDatabase>>;
let pia: Chat;
let quin: Chat;
let pia2: Chat;

beforeAll(async () => {
  // SQLite in memory, or PostgreSQL with TEST_DATABASE_URL.
  pgDb = await freshPgDatabase('chat_test');
  service = await startService({
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
    profanityWords: ['badword'],
    profanityMode: 'replace',
  });
  pia = await ready(service.url, 'pia');
  quin = await ready(service.url, 'quin');
});
afterAll(async () => {
  for (const c of [pia, quin, pia2]) await c?.destroy();
  await service.close();
  await pgDb?.drop();
});

async function text(from: Chat, to: string, body: string): Promise<Message> {
  const res = await from.sendMessage(
    from.createTextMessage({ to, conversationType: Chat.TYPES.CONV_C2C, payload: { text: body } }),
  );
  return res.data.message;
}

describe('profiles through the real service', () => {
  it('updateMyProfile answers the new profile; the cache is replaced by my update and by pushes', async () => {
    const before = (await quin.getUserProfile({ userIDList: ['pia'] })).data;
    expect(before[0]).toMatchObject({ userID: 'pia', nick: '', gender: Chat.TYPES.GENDER_UNKNOWN });
    const res = await pia.updateMyProfile({
      nick: 'Pia badword',
      gender: Chat.TYPES.GENDER_FEMALE,
      birthday: 19990101,
      selfSignature: 'Go!',
      messageSettings: 0,
      level: 2,
      profileCustomField: [{ key: 'Tag_Profile_Custom_club', value: 'Santos' }],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      userID: 'pia',
      nick: 'Pia *******',
      gender: Chat.TYPES.GENDER_FEMALE,
      level: 2,
      profileCustomField: [{ key: 'Tag_Profile_Custom_club', value: 'Santos' }],
    });
    expect(res.data.lastUpdatedNumber).toBeGreaterThan(0);
    expect((await pia.getMyProfile()).data.nick).toBe('Pia *******');
    // quin's cached copy is a day old at most; without a push it stays (spec 9), so it still reads ''.
    expect((await quin.getUserProfile({ userIDList: ['pia'] })).data[0]!.nick).toBe('');
    // A friend hears PROFILE_UPDATED and its cache is replaced.
    await quin.updateMyProfile({ allowType: Chat.TYPES.ALLOW_TYPE_ALLOW_ANY });
    await pia.addFriend({ to: 'quin', source: 'AddSource_Type_Test' });
    const heard = nextEvent(quin, Chat.EVENT.PROFILE_UPDATED, (l) =>
      l.some((p) => p.selfSignature === 'Forza'),
    );
    await pia.updateMyProfile({ selfSignature: 'Forza' });
    await heard;
    expect((await quin.getUserProfile({ userIDList: ['pia'] })).data[0]!.selfSignature).toBe('Forza');
    const friend = (await quin.getFriendList()).data.find((f) => f.userID === 'pia');
    expect(friend!.profile.selfSignature).toBe('Forza');
    const many = Array.from({ length: 120 }, (_, i) => `nobody-${i}`);
    expect((await quin.getUserProfile({ userIDList: many })).data).toHaveLength(100);
  });

  it('refuses bad updates: empty 2722, invalid 2721', async () => {
    expect(await codeOf(() => pia.updateMyProfile({}))).toBe(2722);
    expect(await codeOf(() => pia.updateMyProfile({ nick: 'n'.repeat(501) }))).toBe(2721);
    expect(await codeOf(() => pia.updateMyProfile({ gender: 'robot' }))).toBe(2721);
    expect(
      await codeOf(() => pia.updateMyProfile({ profileCustomField: [{ key: 'Tag_X', value: 'v' }] })),
    ).toBe(2721);
  });
});

describe('blacklist through the real service', () => {
  it('blocks C2C messages and friend adds; BLACKLIST_UPDATED; self is 2742', async () => {
    expect(await codeOf(() => quin.addToBlacklist({ userIDList: ['quin'] }))).toBe(2742);
    const updated = nextEvent(quin, Chat.EVENT.BLACKLIST_UPDATED, (l) => l.includes('rex'));
    const res = await quin.addToBlacklist({ userIDList: ['quin', 'rex'] });
    expect(res.data).toEqual(['rex']);
    await updated;
    const rex = await ready(service.url, 'rex');
    try {
      expect(await codeOf(() => text(rex, 'quin', 'hello?'))).toBe(20007);
      expect(await codeOf(() => rex.addFriend({ to: 'quin', source: 'AddSource_Type_Test' }))).toBe(30525);
      expect((await quin.getBlacklist()).data).toEqual(['rex']);
      expect((await quin.removeFromBlacklist({ userIDList: ['rex'] })).data).toEqual([]);
      const got = inbox(quin);
      const m = await text(rex, 'quin', 'now?');
      await until(() => got.some((x) => x.ID === m.ID));
    } finally {
      await rex.destroy();
    }
  });
});

describe('user status through the real service', () => {
  it('subscribers hear login, custom status and logout; queries answer presence', async () => {
    const sub = await quin.subscribeUserStatus({ userIDList: ['pia', 'ghost'] });
    expect(sub.data.failureUserList.map((f) => f.userID)).toEqual(['ghost']);
    const st = await quin.getUserStatus({ userIDList: ['pia'] });
    expect(st.data.successUserList).toEqual([
      { userID: 'pia', statusType: Chat.TYPES.USER_STATUS_ONLINE, customStatus: '' },
    ]);
    const custom = nextEvent(quin, Chat.EVENT.USER_STATUS_UPDATED, (l) =>
      l.some((s) => s.customStatus === 'at the match'),
    );
    const set = await pia.setSelfStatus({ customStatus: 'at the match' });
    expect(set.data).toEqual({ userID: 'pia', statusType: 1, customStatus: 'at the match' });
    await custom;
    const out = nextEvent(quin, Chat.EVENT.USER_STATUS_UPDATED, (l) =>
      l.some((s) => s.userID === 'pia' && s.statusType === Chat.TYPES.USER_STATUS_UNLOGINED),
    );
    await pia.logout();
    await out;
    const back = nextEvent(quin, Chat.EVENT.USER_STATUS_UPDATED, (l) =>
      l.some((s) => s.userID === 'pia' && s.statusType === Chat.TYPES.USER_STATUS_ONLINE),
    );
    pia2 = await ready(service.url, 'pia');
    await back;
    await quin.unsubscribeUserStatus();
    expect((await quin.getUserStatus({ userIDList: ['quin'] })).data.successUserList[0]!.statusType).toBe(1);
  });

  it('without the commercial ability: 10016 for queries of others and subscriptions', async () => {
    const off = await startService({ purchaseBits: '0000000000' });
    const a = await ready(off.url, 'gated');
    try {
      expect(await codeOf(() => a.getUserStatus({ userIDList: ['x'] }))).toBe(10016);
      expect(await codeOf(() => a.subscribeUserStatus({ userIDList: ['x'] }))).toBe(10016);
      expect((await a.setSelfStatus({ customStatus: 'ok' })).data.customStatus).toBe('ok');
    } finally {
      await a.destroy();
      await off.close();
    }
  });
});
