import { describe, expect, it } from 'vitest';
import { CallGate, badgeIds, memberRows, retryAfterOf, type MemberBadge } from './member-rows';

const m = (userID: string, role: 'Owner' | 'Admin' | 'Member' = 'Member', nick = `n${userID}`) => ({
  userID,
  nick,
  avatar: '',
  role,
});

describe('memberRows', () => {
  it('puts the anchor first, then admins, then the others in the order they came; each user once', () => {
    const badges = new Map<number, MemberBadge>([
      [7, { uid: 7, user_level: 12, vip: 1 }],
      [3, { uid: 3, user_level: 2, vip: 0 }],
    ]);
    const rows = memberRows([m('3'), m('9'), m('7'), m('1', 'Owner'), m('3'), m('5')], badges, {
      anchorUid: '1',
      managers: ['5'],
    });
    expect(rows.map((r) => [r.uid, r.role])).toEqual([
      ['1', 'anchor'],
      ['5', 'admin'],
      ['3', 'member'],
      ['9', 'member'],
      ['7', 'member'],
    ]);
    expect(rows.find((r) => r.uid === '7')).toMatchObject({ level: 12, vip: true });
    expect(rows.find((r) => r.uid === '3')).toMatchObject({ level: 2, vip: false });
    expect(rows.find((r) => r.uid === '9')).toMatchObject({ level: null, vip: false });
  });

  it('follows the room’s current roles over the service’s, and the service’s until the room’s are known', () => {
    const list = [m('1', 'Owner'), m('4', 'Admin'), m('6')];
    // A SetManager moved 4 out and 6 in since the list was asked.
    expect(
      memberRows(list, new Map(), { anchorUid: '1', managers: ['6'] }).map((r) => [r.uid, r.role]),
    ).toEqual([
      ['1', 'anchor'],
      ['6', 'admin'],
      ['4', 'member'],
    ]);
    expect(memberRows(list, new Map(), { anchorUid: '', managers: [] }).map((r) => r.role)).toEqual([
      'anchor',
      'admin',
      'member',
    ]);
  });

  it('shows the user id when the service has no nick', () => {
    expect(memberRows([m('8', 'Member', '')], new Map(), { anchorUid: '1', managers: [] })[0]!.nick).toBe(
      '8',
    );
  });
});

describe('badgeIds', () => {
  it('asks the API only about numeric users, once each', () => {
    expect(badgeIds([m('3'), m('administrator'), m('3'), m('guest_ab'), m('0'), m('12')])).toEqual([3, 12]);
  });
});

describe('CallGate', () => {
  it('lets one call through per 3 s and says how long to wait', () => {
    const gate = new CallGate(3000);
    expect(gate.take(10_000)).toBe(0);
    expect(gate.take(11_000)).toBe(2000);
    expect(gate.take(12_999)).toBe(1);
    expect(gate.take(13_000)).toBe(0);
  });

  it('waits the service’s retryAfter after a refusal', () => {
    const gate = new CallGate(3000);
    expect(gate.take(0)).toBe(0);
    gate.refused(1000, 3);
    expect(gate.take(3500)).toBe(500);
    expect(gate.take(4000)).toBe(0);
  });
});

describe('retryAfterOf', () => {
  it('reads 2996 refusals only', () => {
    expect(retryAfterOf({ code: 2996, data: { retryAfter: 2 } })).toBe(2);
    expect(retryAfterOf({ code: 2996 })).toBe(3);
    expect(retryAfterOf({ code: 2101 })).toBeNull();
    expect(retryAfterOf(null)).toBeNull();
  });
});
