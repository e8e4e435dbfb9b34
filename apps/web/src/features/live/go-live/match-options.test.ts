import { FootballStatus } from '@tifo/sports';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../data/sports/types';
import { matchOptions } from './match-options';

const team = (name: string) =>
  ({ id: 0, name_zh: name, name_en: name, logo: '' }) as unknown as Match['hometeam'];
function match(id: number, status: number, time: number): Match {
  // Only the fields the options read; the rest of a list row does not matter here.
  return {
    id,
    sport_id: 1,
    status,
    time,
    home_score: 0,
    away_score: 0,
    hometeam: team('A'),
    awayteam: team('B'),
    matchevent: { id: 0, name_zh: 'L', name_en: 'L' } as unknown as Match['matchevent'],
  } as unknown as Match;
}

describe('matchOptions', () => {
  const live = match(1, FootballStatus.FirstHalf, 100);
  const later = match(2, 1, 50);
  const ended = match(3, FootballStatus.Finished, 10);

  it('offers live matches first, then those to come, never an ended one nobody chose', () => {
    expect(matchOptions([ended, later, live], 0)).toEqual({
      options: [live, later],
      chosenEnded: null,
      chosenUnknown: false,
    });
  });

  it('keeps the saved match listed and flagged when it has ended, so the form shows what is wrong', () => {
    const result = matchOptions([ended, later, live], ended.id);
    expect(result.options[0]).toBe(ended);
    expect(result.chosenEnded).toBe(ended);
  });

  it("says when the saved match is not among today's", () => {
    expect(matchOptions([live], 99)).toMatchObject({ chosenEnded: null, chosenUnknown: true });
    expect(matchOptions([live], live.id)).toMatchObject({ chosenEnded: null, chosenUnknown: false });
  });
});
