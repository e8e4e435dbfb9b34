import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { userActions } from './user-actions';

// Who may do what to whom, from a chat line or a member row: the same rules for both.

const t = ((key: string) => key) as unknown as TFunction;
const state = { anchorUid: '1', managers: ['5'] } as const;
const as = (selfUid: string, role: 'anchor' | 'admin' | 'member' | 'guest') => ({
  selfUid,
  role,
  manager: role === 'anchor' || role === 'admin',
  state: { ...state } as never,
});
const keys = (...args: Parameters<typeof userActions>) => userActions(...args).map((a) => a.key);

describe('userActions', () => {
  it('offers a member row only the manage actions, by role', () => {
    const viewer = { uid: '9', nick: 'v' };
    expect(keys(t, as('1', 'anchor'), viewer)).toEqual(['ban', 'unban', 'setManager']);
    expect(keys(t, as('5', 'admin'), viewer)).toEqual(['ban', 'unban']);
    expect(keys(t, as('7', 'member'), viewer)).toEqual([]);
    expect(keys(t, as('', 'guest'), viewer)).toEqual([]);
  });

  it('never offers banning a manager, nor anything on oneself; the anchor may remove an admin', () => {
    expect(keys(t, as('1', 'anchor'), { uid: '5', nick: 'a' })).toEqual(['unsetManager']);
    expect(keys(t, as('5', 'admin'), { uid: '1', nick: 'anchor' })).toEqual([]);
    expect(keys(t, as('1', 'anchor'), { uid: '1', nick: 'me' })).toEqual([]);
  });

  it('adds mention (logged-in users) and revoke (managers) on a chat line', () => {
    const line = { uid: '9', nick: 'v' };
    const extras = { mention: () => undefined, messageId: 'm1' };
    expect(keys(t, as('7', 'member'), line, extras)).toEqual(['mention']);
    expect(keys(t, as('', 'guest'), line, extras)).toEqual([]);
    expect(keys(t, as('5', 'admin'), line, extras)).toEqual(['mention', 'ban', 'unban', 'revoke']);
  });
});
