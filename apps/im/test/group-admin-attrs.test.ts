import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type GroupAdminPush, type PushFrame } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { CallError, codeOf, type TestClient } from './client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

function adminPush(c: TestClient, pred: (b: GroupAdminPush) => boolean) {
  return c.waitPush<GroupAdminPush>(
    (p: PushFrame) => p.push === PUSH.GROUP_ADMIN && pred(p.body as GroupAdminPush),
  );
}

async function group(owner: TestClient, type = 'Public', extra: Record<string, unknown> = {}) {
  return (await owner.call('group.create', { type, name: `${type} g`, ...extra })).group.groupID;
}

describe('owner transfer, search, applications', () => {
  it('changeOwner: owner only, not live rooms, not to self, to a member; roles swap', async () => {
    const o = await h.client('co-owner');
    const m = await h.client('co-member');
    const g = await group(o, 'Public', { memberList: [{ userID: 'co-member' }] });
    const live = await group(o, 'AVChatRoom');
    expect(await codeOf(o.call('group.changeOwner', { groupID: live, newOwnerID: 'co-member' }))).toBe(2620);
    expect(await codeOf(o.call('group.changeOwner', { groupID: g, newOwnerID: 'co-owner' }))).toBe(2621);
    expect(await codeOf(m.call('group.changeOwner', { groupID: g, newOwnerID: 'co-x' }))).toBe(2681);
    expect(await codeOf(o.call('group.changeOwner', { groupID: g, newOwnerID: 'co-x' }))).toBe(2623);
    const r = await o.call('group.changeOwner', { groupID: g, newOwnerID: 'co-member' });
    expect(r.group.ownerID).toBe('co-member');
    expect(r.group.selfInfo?.role).toBe('Member');
    const p = await m.call('group.memberProfile', { groupID: g, userIDList: ['co-member', 'co-owner'] });
    expect(p.memberList.map((x) => x.role)).toEqual(['Owner', 'Member']);
    expect(await codeOf(o.call('group.changeOwner', { groupID: g, newOwnerID: 'co-member' }))).toBe(2681);
    expect(await codeOf(o.call('group.dismiss', { groupID: g }))).toBe(2681);
  });

  it('searchGroupByID: public profiles; work groups only for members', async () => {
    const o = await h.client('sg-owner');
    const x = await h.client('sg-x');
    const pub = await group(o);
    const work = await group(o, 'Private');
    expect((await x.call('group.search', { groupID: pub })).group.groupID).toBe(pub);
    expect(await codeOf(x.call('group.search', { groupID: work }))).toBe(2603);
    expect((await o.call('group.search', { groupID: work })).group.selfInfo?.role).toBe('Owner');
    expect(await codeOf(x.call('group.search', { groupID: 'nope' }))).toBe(2603);
  });

  it('applications: managers see pending requests, handleJoin answers them', async () => {
    const o = await h.client('ap-owner');
    const a = await h.client('ap-applicant');
    const m = await h.client('ap-member');
    const g = await group(o, 'Public', {
      joinOption: 'NeedPermission',
      memberList: [{ userID: 'ap-member' }],
    });
    await a.call('group.join', { groupID: g, applyMessage: 'let me in' });
    const list = await o.call('group.applications', {});
    const mine = list.applicationList.filter((x) => x.groupID === g);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ applicant: 'ap-applicant', note: 'let me in', applicationType: 0 });
    expect((await m.call('group.applications', {})).applicationList).toEqual([]);
    await o.call('group.handleJoin', { groupID: g, applicant: 'ap-applicant', agree: true });
    expect((await o.call('group.applications', {})).applicationList.filter((x) => x.groupID === g)).toEqual(
      [],
    );
    expect(
      (await a.call('group.memberProfile', { groupID: g, userIDList: ['ap-applicant'] })).memberList,
    ).toHaveLength(1);
    let code = 0;
    for (let i = 0; i < 20 && !code; i++)
      code = await o.call('group.applications', {}).then(
        () => 0,
        (e: CallError) => e.code,
      );
    expect(code).toBe(2996);
  });
});

describe('application pages', () => {
  it('pages of 20 by (time, group, user): requests of one second are neither repeated nor lost', async () => {
    const o = await h.client('pg-owner');
    const g = await group(o, 'Public', { joinOption: 'NeedPermission' });
    const users = Array.from({ length: 25 }, (_, i) => `pg-u${String(i).padStart(2, '0')}`);
    for (const u of users) await (await h.client(u)).call('group.join', { groupID: g });
    const first = await o.call('group.applications', { limit: 20 });
    expect(first.applicationList).toHaveLength(20);
    expect(first.nextStartKey).not.toBe('');
    const second = await o.call('group.applications', {
      startTime: first.nextStartTime,
      startKey: first.nextStartKey,
      limit: 20,
    });
    expect(second.nextStartKey).toBe('');
    const all = [...first.applicationList, ...second.applicationList].map((a) => a.applicant);
    expect(all.sort()).toEqual(users);
  });
});

describe('group attributes', () => {
  it('init, set, delete keys, delete all, get; members and live viewers get the whole set', async () => {
    const o = await h.client('at-owner');
    const v = await h.client('at-viewer');
    const x = await h.client('at-x');
    const live = await group(o, 'AVChatRoom');
    await v.call('group.join', { groupID: live });
    expect(await codeOf(x.call('group.attrGet', { groupID: live }))).toBe(2101);
    const seen = adminPush(v, (b) => b.kind === 'attributes' && b.groupID === live);
    const init = await o.call('group.attrInit', { groupID: live, groupAttributes: { a: '1', b: '2' } });
    expect(init).toEqual({ groupAttributes: { a: '1', b: '2' }, mainSequence: 1 });
    expect((await seen).body).toMatchObject({ groupAttributes: { a: '1', b: '2' }, mainSequence: 1 });
    const set = await v.call('group.attrSet', {
      groupID: live,
      groupAttributes: { b: '3', c: '4' },
      mainSequence: 1,
    });
    expect(set).toEqual({ groupAttributes: { a: '1', b: '3', c: '4' }, mainSequence: 2 });
    const del = await o.call('group.attrDelete', { groupID: live, keyList: ['a'] });
    expect(del.groupAttributes).toEqual({ b: '3', c: '4' });
    expect(await v.call('group.attrGet', { groupID: live, keyList: ['c', 'zz'] })).toEqual({
      groupAttributes: { c: '4' },
      mainSequence: 3,
    });
    expect((await o.call('group.attrDelete', { groupID: live })).groupAttributes).toEqual({});
    const pub = await group(o);
    expect(await codeOf(x.call('group.attrSet', { groupID: pub, groupAttributes: { a: '1' } }))).toBe(10007);
    expect(await codeOf(o.call('group.attrSet', { groupID: pub, groupAttributes: { a: 1 } }))).toBe(60003);
    // Keys are data, never an object's inherited names.
    const odd = JSON.parse('{"__proto__":"p","constructor":"c"}') as Record<string, string>;
    const withOdd = await o.call('group.attrInit', { groupID: pub, groupAttributes: odd });
    expect(Object.entries(withOdd.groupAttributes)).toEqual([
      ['__proto__', 'p'],
      ['constructor', 'c'],
    ]);
    expect(
      Object.keys((await o.call('group.attrGet', { groupID: pub, keyList: ['__proto__'] })).groupAttributes),
    ).toEqual(['__proto__']);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 'v']));
    expect(await codeOf(o.call('group.attrInit', { groupID: pub, groupAttributes: many }))).toBe(60003);
    expect(
      await codeOf(o.call('group.attrSet', { groupID: pub, groupAttributes: { big: 'x'.repeat(4097) } })),
    ).toBe(60003);
  });

  it('a write on a stale mainSequence is refused (2480); concurrent sets of other keys both stay', async () => {
    const a = await h.client('cs-a');
    const b = await h.client('cs-b');
    const g = await group(a, 'Public', { memberList: [{ userID: 'cs-b' }] });
    await a.call('group.attrInit', { groupID: g, groupAttributes: { x: '0' } });
    await a.call('group.attrSet', { groupID: g, groupAttributes: { x: '1' }, mainSequence: 1 });
    const stale = await b
      .call('group.attrSet', { groupID: g, groupAttributes: { y: '1' }, mainSequence: 1 })
      .catch((e: CallError) => e);
    expect(stale).toBeInstanceOf(CallError);
    expect((stale as CallError).code).toBe(2480);
    expect((stale as CallError).data).toEqual({ mainSequence: 2 });
    await Promise.all([
      a.call('group.attrSet', { groupID: g, groupAttributes: { p: 'a' } }),
      b.call('group.attrSet', { groupID: g, groupAttributes: { q: 'b' } }),
    ]);
    expect((await a.call('group.attrGet', { groupID: g })).groupAttributes).toEqual({
      x: '1',
      p: 'a',
      q: 'b',
    });
  });

  it('frequency: 10 writes per 5 s per user and group (2996), another user is not locked out', async () => {
    const a = await h.client('fq-a');
    const b = await h.client('fq-b');
    const g = await group(a, 'Public', { memberList: [{ userID: 'fq-b' }] });
    for (let i = 0; i < 10; i++)
      await a.call('group.attrSet', { groupID: g, groupAttributes: { n: String(i) } });
    expect(await codeOf(a.call('group.attrSet', { groupID: g, groupAttributes: { n: 'x' } }))).toBe(2996);
    await b.call('group.attrSet', { groupID: g, groupAttributes: { m: '1' } });
  });
});

describe('group counters', () => {
  it('Set, Increase, Decrease; concurrent increases add up; members get the changes', async () => {
    const o = await h.client('ct-owner');
    const m = await h.client('ct-member');
    const x = await h.client('ct-x');
    const g = await group(o, 'Public', { memberList: [{ userID: 'ct-member' }] });
    const seen = adminPush(m, (b) => b.kind === 'counters' && b.groupID === g);
    const set = await o.call('group.counterUpdate', {
      groupID: g,
      mode: 'Set',
      counterList: [{ key: 'likes', value: 10 }],
    });
    expect(set).toEqual({ counters: { likes: 10 }, groupCounterSeq: 1 });
    expect((await seen).body).toMatchObject({ counters: { likes: 10 }, groupCounterSeq: 1 });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? o : m).call('group.counterUpdate', {
          groupID: g,
          mode: 'Increase',
          counterList: [{ key: 'likes', value: 2 }],
        }),
      ),
    );
    const dec = await m.call('group.counterUpdate', {
      groupID: g,
      mode: 'Decrease',
      counterList: [{ key: 'likes', value: 5 }],
    });
    expect(dec.counters).toEqual({ likes: 15 });
    expect(await m.call('group.counterGet', { groupID: g })).toEqual({
      counters: { likes: 15 },
      groupCounterSeq: 7,
    });
    expect(await codeOf(x.call('group.counterGet', { groupID: g }))).toBe(10007);
    const proto = await o.call('group.counterUpdate', {
      groupID: g,
      mode: 'Set',
      counterList: [{ key: '__proto__', value: 1 }],
    });
    expect(Object.entries(proto.counters)).toEqual([['__proto__', 1]]);
    expect(
      await codeOf(
        o.call('group.counterUpdate', { groupID: g, mode: 'Set', counterList: [{ key: 'k', value: 1.5 }] }),
      ),
    ).toBe(60003);
    expect(await codeOf(o.call('group.counterUpdate', { groupID: g, mode: 'Nope', counterList: [] }))).toBe(
      60003,
    );
  });

  it('needs the group counter ability (10016)', async () => {
    const nh = await startHarness({ purchaseBits: '1100000000' });
    try {
      const o = await nh.client('na-owner');
      const g = await group(o);
      expect(await codeOf(o.call('group.counterGet', { groupID: g }))).toBe(10016);
      expect(
        await codeOf(
          o.call('group.counterUpdate', { groupID: g, mode: 'Set', counterList: [{ key: 'a', value: 1 }] }),
        ),
      ).toBe(10016);
    } finally {
      await nh.close();
    }
  });
});

describe('communities and topics', () => {
  it('create, list, update, delete: managers write, members read; pushes; illegal IDs', async () => {
    const o = await h.client('tp-owner');
    const m = await h.client('tp-member');
    const x = await h.client('tp-x');
    const c = await group(o, 'Community', { isSupportTopic: true, memberList: [{ userID: 'tp-member' }] });
    const plain = await group(o, 'Community', { memberList: [{ userID: 'tp-member' }] });
    expect((await m.call('group.communities', {})).groupList.map((g) => g.groupID)).toEqual([c]);
    expect(await codeOf(o.call('topic.create', { groupID: plain, topicName: 't' }))).toBe(60003);
    expect(await codeOf(m.call('topic.create', { groupID: c, topicName: 't' }))).toBe(10007);
    expect(
      await codeOf(o.call('topic.create', { groupID: c, topicName: 't', topicID: 'other@TOPIC#_x' })),
    ).toBe(60003);
    const created = adminPush(m, (b) => b.kind === 'topicCreated' && b.groupID === c);
    const t1 = (
      await o.call('topic.create', { groupID: c, topicName: 'a badword topic', topicID: `${c}@TOPIC#_one` })
    ).topic;
    expect(t1.topicID).toBe(`${c}@TOPIC#_one`);
    expect(t1.topicName).not.toContain('badword');
    expect((await created).body).toMatchObject({ topicID: t1.topicID });
    const t2 = (await o.call('topic.create', { groupID: c, topicName: 'two' })).topic;
    expect(t2.topicID.startsWith(`${c}@TOPIC#_`)).toBe(true);
    expect(await codeOf(o.call('topic.create', { groupID: c, topicName: 'dup', topicID: t1.topicID }))).toBe(
      10021,
    );
    const list = await m.call('topic.list', { groupID: c });
    expect(list.successTopicList.map((t) => t.topicID).sort()).toEqual([t1.topicID, t2.topicID].sort());
    expect(list.successTopicList.find((t) => t.topicID === t1.topicID)).toMatchObject({
      unreadCount: 0,
      nextMessageSeq: 1,
      muteAllMembers: false,
    });
    const some = await m.call('topic.list', { groupID: c, topicIDList: [t2.topicID, 'nope'] });
    expect(some.failureTopicList).toEqual([{ topicID: 'nope', code: 60003, message: 'illegal topic id' }]);
    expect(await codeOf(x.call('topic.list', { groupID: c }))).toBe(10007);
    const updated = adminPush(m, (b) => b.kind === 'topicUpdated' && b.groupID === c);
    const u = await o.call('topic.update', {
      groupID: c,
      topicID: t1.topicID,
      muteAllMembers: true,
      notification: 'n',
    });
    expect(u.topic).toMatchObject({ muteAllMembers: true, notification: 'n' });
    expect((await updated).body).toMatchObject({ topic: { topicID: t1.topicID, muteAllMembers: true } });
    expect(await codeOf(m.call('topic.update', { groupID: c, topicID: t1.topicID, topicName: 'x' }))).toBe(
      10007,
    );
    expect(await codeOf(o.call('topic.update', { groupID: c, topicID: t1.topicID }))).toBe(60003);
    const deleted = adminPush(m, (b) => b.kind === 'topicDeleted' && b.groupID === c);
    const d = await o.call('topic.delete', { groupID: c, topicIDList: [t1.topicID, 'gone'] });
    expect(d.successTopicList).toEqual([{ topicID: t1.topicID }]);
    expect(d.failureTopicList.map((f) => f.topicID)).toEqual(['gone']);
    expect((await deleted).body).toMatchObject({ topicIDList: [t1.topicID] });
    expect((await o.call('topic.delete', { groupID: c })).successTopicList).toEqual([
      { topicID: t2.topicID },
    ]);
  });

  it('topic list frequency: 10 per second (2996)', async () => {
    const o = await h.client('tf-owner');
    const c = await group(o, 'Community', { isSupportTopic: true });
    let code = 0;
    for (let i = 0; i < 12 && !code; i++)
      code = await o.call('topic.list', { groupID: c }).then(
        () => 0,
        (e: CallError) => e.code,
      );
    expect(code).toBe(2996);
  });
});
