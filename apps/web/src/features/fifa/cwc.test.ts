import { describe, expect, it } from 'vitest';
import raw from './data/clubworldcup.json';
import { buildTournament, parseTeam, teamId, teamRecord, type RawMatch } from './cwc';

const t = buildTournament((raw as unknown as { matches: RawMatch[] }).matches);

describe('club world cup 2025', () => {
  it('parses team names', () => {
    expect(parseTeam('Chelsea FC (ENG)')).toEqual({ name: 'Chelsea FC', country: 'ENG' });
    expect(teamId('Atlético Madrid')).toBe('atletico-madrid');
  });
  it('has 33 clubs (32 plus the playoff loser) and 8 groups of 4', () => {
    expect(t.teams).toHaveLength(33);
    expect(Object.keys(t.groups)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    for (const rows of Object.values(t.groups)) expect(rows).toHaveLength(4);
  });
  it('group tables agree with the results', () => {
    for (const rows of Object.values(t.groups)) {
      const gf = rows.reduce((s, r) => s + r.gf, 0);
      const ga = rows.reduce((s, r) => s + r.ga, 0);
      expect(gf).toBe(ga);
      for (const r of rows) {
        expect(r.played).toBe(3);
        expect(r.points).toBe(r.won * 3 + r.drawn);
      }
      for (let i = 1; i < rows.length; i += 1)
        expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
    }
  });
  it('Chelsea won the final 3-0 against PSG', () => {
    expect(teamRecord(t, 'chelsea-fc')?.stage).toBe('champion');
    expect(teamRecord(t, 'paris-saint-germain')?.stage).toBe('final');
    const final = t.matches.find((m) => m.round === 'Final');
    expect(final?.score).toEqual([3, 0]);
  });
  it('computes a team record', () => {
    const rec = teamRecord(t, 'chelsea-fc')!;
    expect(rec.played).toBe(rec.won + rec.drawn + rec.lost);
    expect(rec.played).toBe(7);
    expect(teamRecord(t, 'nope')).toBeNull();
  });
});
