import { describe, expect, it } from 'vitest';
import { addVisitedLeague } from './visited-leagues';
import type { VisitedLeague } from './visited-leagues';

const league = (id: number, sportsType = 1): VisitedLeague => ({ id, name: `L${id}`, logo: '', sportsType });

describe('visited leagues', () => {
  it('puts the newest first', () => {
    let list: VisitedLeague[] = [];
    list = addVisitedLeague(list, league(1));
    list = addVisitedLeague(list, league(2));
    expect(list.map((l) => l.id)).toEqual([2, 1]);
  });
  it('moves a revisited league to the front without duplicates', () => {
    const list = addVisitedLeague([league(3), league(2), league(1)], league(1));
    expect(list.map((l) => l.id)).toEqual([1, 3, 2]);
  });
  it('keeps same ids of different sports apart', () => {
    const list = addVisitedLeague([league(1, 1)], league(1, 2));
    expect(list).toHaveLength(2);
  });
  it('keeps at most 15', () => {
    let list: VisitedLeague[] = [];
    for (let i = 1; i <= 20; i += 1) list = addVisitedLeague(list, league(i));
    expect(list).toHaveLength(15);
    expect(list[0]?.id).toBe(20);
    expect(list[14]?.id).toBe(6);
  });
  it('does not mutate its input', () => {
    const input = [league(1)];
    addVisitedLeague(input, league(2));
    expect(input).toHaveLength(1);
  });
});
