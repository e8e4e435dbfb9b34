import { describe, expect, it } from 'vitest';
import { MATCH_IMPORTANCE } from '@tifo/sports';
import { FifaRankService, WORLDCUP_DIR } from './fifa-rank';
import { finalsRound, readInternationalResults, readNations } from './international-results';

describe('international results', () => {
  const matches = readInternationalResults(WORLDCUP_DIR);

  it('reads every World Cup and play-off match with its extra time and shoot-out', () => {
    expect(matches).toHaveLength(64 + 64 + 16 + 104);
    const final2022 = matches.find((m) => m.date === '2022-12-18' && m.home === 'Argentina')!;
    expect(final2022).toMatchObject({
      away: 'France',
      score: [2, 2],
      extraTime: [3, 3],
      penalties: [4, 2],
      importance: MATCH_IMPORTANCE.worldCupFromQuarters,
      finalsKnockout: true,
    });
    // A play-off written as a bare pair, and one decided in extra time with no full-time score.
    const playoffs = matches.filter((m) => m.source === 'World Cup 2026 Qualifying');
    expect(playoffs.every((m) => m.importance === 25 && !m.finalsKnockout)).toBe(true);
    expect(playoffs.find((m) => m.home === 'Italy' && m.away === 'Northern Ireland')!.score).toEqual([2, 0]);
    expect(playoffs.filter((m) => m.extraTime && !m.penalties).map((m) => m.extraTime)).toEqual([[1, 0]]);
  });

  it('weighs group games 50, the round of 32 and 16 50 as knockouts, quarter-finals on 60', () => {
    expect(finalsRound('Matchday 3')).toEqual({ importance: 50, finalsKnockout: false });
    expect(finalsRound('Round of 32')).toEqual({ importance: 50, finalsKnockout: true });
    expect(finalsRound('Quarter-final')).toEqual({ importance: 60, finalsKnockout: true });
    expect(finalsRound('Match for third place')).toEqual({ importance: 60, finalsKnockout: true });
  });

  it('knows the code, confederation and flag of every team that played', () => {
    const nations = readNations(WORLDCUP_DIR);
    const teams = new Set(matches.flatMap((m) => [m.home, m.away]));
    const missing = [...teams].filter((t) => {
      const n = nations.get(t);
      return !n || !/^[A-Z]{3}$/.test(n.code) || !n.confed || !/^[a-z]{2}(-[a-z]{3})?$/.test(n.flag);
    });
    expect(missing).toEqual([]);
    expect(nations.get('England')).toMatchObject({ code: 'ENG', flag: 'gb-eng' });
  });
});

describe('the ranking', () => {
  const service = new FifaRankService(WORLDCUP_DIR);

  it('counts only matches played by the given day, and compares with the day before that tournament', () => {
    const end2022 = service.rank('2022-12-31');
    expect(end2022.sources).toEqual(['World Cup 2018', 'World Cup 2022']);
    expect([end2022.as_of, end2022.previous_as_of, end2022.matches]).toEqual([
      '2022-12-18',
      '2022-11-19',
      128,
    ]);
    expect(service.rank('2018-01-01')).toMatchObject({
      as_of: null,
      previous_as_of: null,
      matches: 0,
      list: [],
    });
  });

  it('lists every team once with its record, in rank order, and new teams without a previous rank', () => {
    const now = service.rank('2026-11-23');
    expect(new Set(now.list.map((r) => r.team.name)).size).toBe(now.list.length);
    for (let i = 1; i < now.list.length; i++) {
      expect(now.list[i]!.points).toBeLessThanOrEqual(now.list[i - 1]!.points);
      expect(now.list[i]!.rank).toBeGreaterThanOrEqual(now.list[i - 1]!.rank);
    }
    const played = now.list.reduce((n, r) => n + r.played, 0);
    expect(played).toBe(now.matches * 2);
    // Norway's first match in our data is at the 2026 World Cup.
    expect(now.list.find((r) => r.team.name === 'Norway')!.previous_rank).toBeNull();
    expect(now.list.find((r) => r.team.name === 'France')!.previous_rank).not.toBeNull();
  });
});
