import { describe, expect, it } from 'vitest';
import type { Match } from '../../data/sports/types';
import { LIVE_SCORE_SENDER, applyChanges, liveScoreChangesOf, parseLiveScoreMessage } from './apply-changes';
import type { LiveMatchChange } from './apply-changes';

const match = (id: number, home: number, away: number, status = 2) =>
  ({ id, sport_id: 1, status, home_score: home, away_score: away }) as unknown as Match;
const change = (id: number, home: number, away: number, status = 2): LiveMatchChange => ({
  match_id: id,
  sport_id: 1,
  status,
  home_score: home,
  away_score: away,
  time: 0,
  reasons: ['score'],
});

describe('live-score changes', () => {
  it('patches only the matches that changed and keeps the others identical', () => {
    const list = [match(1, 0, 0), match(2, 1, 1)];
    const next = applyChanges(list, new Map([[1, change(1, 1, 0)]]))!;
    expect(next[0]).toMatchObject({ home_score: 1, away_score: 0 });
    expect(next[1]).toBe(list[1]);
  });

  it('returns the same list when nothing differs (no re-render) and passes undefined through', () => {
    const list = [match(1, 0, 0)];
    expect(applyChanges(list, new Map([[1, change(1, 0, 0)]]))).toBe(list);
    expect(applyChanges(list, new Map([[9, change(9, 3, 0)]]))).toBe(list);
    expect(applyChanges(undefined, new Map())).toBeUndefined();
  });

  it('applies a status change (half time) as well', () => {
    expect(applyChanges([match(1, 1, 0, 2)], new Map([[1, change(1, 1, 0, 3)]]))![0]!.status).toBe(3);
  });

  it('reads only well-formed MatchChange messages', () => {
    const good = JSON.stringify({ action: 'MatchChange', changes: [change(1, 1, 0), { match_id: 'x' }] });
    expect(parseLiveScoreMessage(good)?.changes).toHaveLength(1);
    expect(parseLiveScoreMessage('{"action":"Other","changes":[]}')).toBeNull();
    expect(parseLiveScoreMessage('not json')).toBeNull();
    expect(parseLiveScoreMessage(42)).toBeNull();
  });

  it('takes changes only from the server identity, in the live-score room', () => {
    const data = JSON.stringify({ action: 'MatchChange', changes: [change(1, 0, 7)] });
    const message = (from: string, to = 'LIVE_SCORE', conversationType = 'GROUP') => ({
      from,
      to,
      conversationType,
      payload: { data },
    });
    expect(liveScoreChangesOf([message(LIVE_SCORE_SENDER)], 'LIVE_SCORE')).toHaveLength(1);
    // A guest who joined the room and posted a forged 0-7, or sent it elsewhere: ignored.
    expect(liveScoreChangesOf([message('guest_0123456789abcdef')], 'LIVE_SCORE')).toEqual([]);
    expect(liveScoreChangesOf([message('Administrator')], 'LIVE_SCORE')).toEqual([]);
    expect(liveScoreChangesOf([message(LIVE_SCORE_SENDER, 'OTHER_ROOM')], 'LIVE_SCORE')).toEqual([]);
    expect(liveScoreChangesOf([message(LIVE_SCORE_SENDER, 'LIVE_SCORE', 'C2C')], 'LIVE_SCORE')).toEqual([]);
  });
});
