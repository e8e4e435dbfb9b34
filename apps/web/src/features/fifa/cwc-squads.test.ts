import { describe, expect, it } from 'vitest';
import raw from './data/clubworldcup.json';
import squadsJson from './data/worldcup.squads.json';
import nationsJson from './data/worldcup.teams.json';
import { buildTournament, type RawMatch } from './cwc';
import {
  ageOn,
  byPosition,
  clubPlayers,
  isSameClub,
  nameTokens,
  shortName,
  type RawNation,
  type RawSquad,
} from './cwc-squads';

const tournament = buildTournament((raw as unknown as { matches: RawMatch[] }).matches);
const squads = squadsJson as unknown as RawSquad[];
const nations = nationsJson as unknown as RawNation[];
const teamById = (id: string) => tournament.teams.find((t) => t.id === id)!;
const playersOf = (id: string) => clubPlayers(teamById(id), squads, nations);

// Checked by hand against worldcup.squads.json: every club's country, all its clubs, and the spelling there.
const EXPECTED: Record<string, { club: string | null; players: number }> = {
  'al-ahly-sc': { club: 'Al Ahly FC', players: 9 },
  'al-ain-fc': { club: 'Al Ain FC', players: 3 },
  'al-hilal': { club: 'Al Hilal SC', players: 12 },
  'atletico-madrid': { club: 'Atlético De Madrid', players: 12 },
  // "Auckland FC" (5 players) is the A-League club, not Auckland City.
  'auckland-city-fc': { club: null, players: 0 },
  'bayern-munchen': { club: 'FC Bayern München', players: 17 },
  'boca-juniors': { club: 'CA Boca Juniors', players: 1 },
  'borussia-dortmund': { club: 'Borussia Dortmund', players: 11 },
  'botafogo-rj': { club: 'Botafogo', players: 1 },
  'cf-america': { club: 'Club América', players: 4 },
  'cf-monterrey': { club: 'CF Monterrey', players: 1 },
  'cf-pachuca': { club: 'CF Pachuca', players: 1 },
  'chelsea-fc': { club: 'Chelsea FC', players: 8 },
  'esperance-de-tunis': { club: 'Espérance De Tunisie', players: 2 },
  'fc-porto': { club: 'FC Porto', players: 3 },
  'flamengo-rj': { club: 'CR Flamengo', players: 9 },
  'fluminense-rj': { club: 'Fluminense FC', players: 1 },
  inter: { club: 'FC Internazionale Milano', players: 7 },
  'inter-miami-cf': { club: 'Inter Miami CF', players: 3 },
  juventus: { club: 'Juventus FC', players: 6 },
  'los-angeles-fc': { club: 'LAFC', players: 4 },
  'mamelodi-sundowns': { club: 'Mamelodi Sundowns FC', players: 8 },
  'manchester-city': { club: 'Manchester City FC', players: 19 },
  palmeiras: { club: 'SE Palmeiras', players: 7 },
  'paris-saint-germain': { club: 'Paris Saint-Germain', players: 16 },
  'rb-salzburg': { club: 'FC Red Bull Salzburg', players: 2 },
  'real-madrid': { club: 'Real Madrid C. F.', players: 10 },
  'river-plate': { club: 'CA River Plate', players: 5 },
  'seattle-sounders': { club: 'Seattle Sounders FC', players: 1 },
  'sl-benfica': { club: 'SL Benfica', players: 8 },
  'ulsan-hd-fc': { club: 'Ulsan HD', players: 2 },
  // No J-League or Moroccan player of these two clubs was called up.
  'urawa-red-diamonds': { club: null, players: 0 },
  'wydad-ac': { club: null, players: 0 },
};

/** Every distinct squads-file club name a Club World Cup club matches. */
function matchedClubs(id: string): string[] {
  const team = teamById(id);
  const names = new Set<string>();
  for (const s of squads) for (const p of s.players) if (isSameClub(team, p.club)) names.add(p.club.name);
  return [...names];
}

describe('Club World Cup clubs in the 2026 World Cup squads', () => {
  it('covers every club of the tournament', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(tournament.teams.map((t) => t.id).sort());
  });

  it.each(Object.entries(EXPECTED))('%s matches its hand-checked club', (id, { club, players }) => {
    expect(matchedClubs(id)).toEqual(club ? [club] : []);
    expect(playersOf(id)).toHaveLength(players);
  });

  it('never matches a club of another country, and no squads club twice', () => {
    const owners = new Map<string, string>();
    for (const team of tournament.teams) {
      for (const s of squads) {
        for (const p of s.players) {
          if (!isSameClub(team, p.club)) continue;
          expect(p.club.country).toBe(team.country);
          const key = `${p.club.country} ${p.club.name}`;
          expect(owners.get(key) ?? team.id).toBe(team.id);
          owners.set(key, team.id);
        }
      }
    }
    // "Al Ahli FC" (KSA) sounds like Al Ahly but is Saudi; "Miami FC" is not Inter Miami.
    expect(isSameClub(teamById('al-ahly-sc'), { name: 'Al Ahly FC', country: 'KSA' })).toBe(false);
    expect(isSameClub(teamById('inter-miami-cf'), { name: 'Miami FC', country: 'USA' })).toBe(false);
  });

  it('describes each player with nation, flag and age at the World Cup start', () => {
    const madrid = playersOf('real-madrid');
    const mbappe = madrid.find((p) => p.name === 'Kylian Mbappé')!;
    expect(mbappe).toMatchObject({
      position: 'FW',
      nation: { name: 'France', fifaCode: 'FRA', flagCode: 'fr' },
    });
    expect(mbappe.age).toBe(ageOn(mbappe.dateOfBirth, '2026-06-11'));
    for (const p of madrid) expect(p.nation.flagCode).toMatch(/^[a-z]{2}(-[a-z]{3})?$/);
    const order = madrid.map((p) => ['GK', 'DF', 'MF', 'FW'].indexOf(p.position));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const groups = byPosition(madrid);
    expect(Object.values(groups).flat()).toHaveLength(madrid.length);
  });

  it('counts ages, name words and short names', () => {
    expect(ageOn('1998-12-20', '2026-06-11')).toBe(27);
    expect(ageOn('2000-06-11', '2026-06-11')).toBe(26);
    expect(ageOn('2000-06-12', '2026-06-11')).toBe(25);
    expect(nameTokens('Real Madrid C. F.')).toEqual(nameTokens('Real Madrid'));
    expect(nameTokens('CR Flamengo')).toEqual(nameTokens('Flamengo RJ'));
    expect(shortName('Kylian Mbappé')).toBe('Mbappé');
    expect(shortName('Vinícius Júnior')).toBe('Vinícius Júnior');
    expect(shortName('Rodri')).toBe('Rodri');
  });
});
