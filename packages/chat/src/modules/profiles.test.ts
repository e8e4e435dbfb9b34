import { describe, expect, it } from 'vitest';
import type { WireProfile } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import type { Timers } from '../core/throttle';
import { ProfilesModule } from './profiles';

const DAY = 86_400_000;

function wire(userID: string, nick: string): WireProfile {
  return {
    userID,
    nick,
    gender: 'Gender_Type_Unknown',
    birthday: 0,
    location: '',
    selfSignature: '',
    allowType: 'AllowType_Type_NeedConfirm',
    language: 0,
    avatar: '',
    messageSettings: 0,
    adminForbidType: 'AdminForbid_Type_None',
    level: 0,
    role: 0,
    lastUpdatedTime: 5,
    profileCustomField: [],
  };
}

function setup() {
  let now = 1_000;
  const asked: string[][] = [];
  const emitted: unknown[] = [];
  const nicks = new Map<string, string>();
  const ctx = {
    userID: 'me',
    request: async (_cmd: string, body: { userIDList: string[] }) => {
      asked.push(body.userIDList);
      return { profileList: body.userIDList.map((id) => wire(id, nicks.get(id) ?? id)) };
    },
    emit: (_name: string, data: unknown) => emitted.push(data),
    httpBase: () => '',
  } as unknown as ChatContext;
  const timers: Timers = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} };
  const profiles = new ProfilesModule(ctx, timers);
  return { profiles, asked, emitted, nicks, advance: (ms: number) => (now += ms) };
}

describe('profile cache (spec 9: one day)', () => {
  it('serves cached profiles for a day, then asks again; only missing IDs are asked', async () => {
    const t = setup();
    expect((await t.profiles.get(['a', 'b'])).map((p) => p.nick)).toEqual(['a', 'b']);
    t.nicks.set('a', 'A2');
    t.advance(DAY - 1);
    expect((await t.profiles.get(['b', 'a', 'c'])).map((p) => p.nick)).toEqual(['b', 'a', 'c']);
    expect(t.asked).toEqual([['a', 'b'], ['c']]);
    t.advance(1);
    expect((await t.profiles.get(['a'])).map((p) => p.nick)).toEqual(['A2']);
    expect(t.asked).toHaveLength(3);
  });

  it('a PROFILE_UPDATED push replaces the entry and is emitted with lastUpdatedNumber', async () => {
    const t = setup();
    await t.profiles.get(['a']);
    t.profiles.onPush(wire('a', 'pushed'));
    expect((await t.profiles.get(['a']))[0]).toMatchObject({ nick: 'pushed', lastUpdatedNumber: 5 });
    expect(t.asked).toHaveLength(1);
    expect(t.emitted).toEqual([[expect.objectContaining({ userID: 'a', nick: 'pushed' })]]);
  });

  it('cuts a query to 100 IDs and refuses an empty update (2722) before asking', async () => {
    const t = setup();
    const ids = Array.from({ length: 130 }, (_, i) => `u${i}`);
    expect(await t.profiles.get(ids)).toHaveLength(100);
    expect(t.asked[0]).toHaveLength(100);
    await expect(t.profiles.update({ nick: undefined })).rejects.toMatchObject({ code: 2722 });
  });
});
