import { describe, expect, it } from 'vitest';
import type { Message } from '@tifo/chat';
import { raceStartOf } from './race-start';

const msg = (from: string, data: unknown, conversationType = 'C2C'): Message =>
  ({
    ID: 'm1',
    from,
    conversationType,
    type: 'TIMCustomElem',
    payload: { data: JSON.stringify(data) },
  }) as unknown as Message;

describe('race-start broadcast', () => {
  const data = {
    action: 'RaceStartLiveMessage',
    id: 5,
    desc: 'A vs B is live',
    liveid: 3,
    anchorid: 12,
    matchid: 9,
    title: 't',
  };
  it('reads the broadcast', () => {
    expect(raceStartOf(msg('broadcast', data))).toEqual({
      id: '5',
      desc: 'A vs B is live',
      title: 't',
      anchorid: 12,
      liveid: 3,
      remove: false,
    });
  });
  it('ignores other senders, actions and conversations', () => {
    expect(raceStartOf(msg('42', data))).toBeNull();
    expect(raceStartOf(msg('broadcast', { ...data, action: 'Other' }))).toBeNull();
    expect(raceStartOf(msg('broadcast', data, 'GROUP'))).toBeNull();
    expect(raceStartOf(msg('broadcast', 'not json'))).toBeNull();
  });
});
