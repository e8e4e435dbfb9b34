// Reads the international results we hold (openfootball World Cup files, CC0) as rated matches for the
// FIFA formula, and the teams in them with their FIFA code, confederation and flag.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { flagCodeOfEmoji, MATCH_IMPORTANCE, type RankedMatch } from '@tifo/sports';
import { EXTRA_FLAGS, EXTRA_NATIONS } from './nations';

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const scoreObject = z.object({ ft: pair.optional(), et: pair.optional(), p: pair.optional() });
const matchFile = z.object({
  name: z.string(),
  matches: z.array(
    z.object({
      round: z.string(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      team1: z.string(),
      team2: z.string(),
      // Play-off files write a plain [home, away] when there was no extra time.
      score: z.union([pair, scoreObject]).optional(),
    }),
  ),
});
const teams2018 = z.object({
  teams: z.array(z.object({ name: z.string(), code: z.string(), confed: z.string() })),
});
const teams2026 = z.array(
  z.object({ name: z.string(), fifa_code: z.string(), confed: z.string(), flag_icon: z.string() }),
);

/** A rated match and the competition it was played in. */
export type SourcedMatch = RankedMatch & { source: string };

/** A national team as the ranking shows it. */
export interface Nation {
  name: string;
  code: string;
  confed: string;
  /** flag-icons code ("de", "gb-eng"). */
  flag: string;
}

/** The result files, oldest first: [path under worldcup/, kind]. */
const FILES: Array<[string, 'finals' | 'qualifiers']> = [
  ['2018/worldcup.json', 'finals'],
  ['2022/worldcup.json', 'finals'],
  ['2026/worldcup.quali_playoffs.json', 'qualifiers'],
  ['2026/worldcup.json', 'finals'],
];

/** Importance and knockout flag of a World Cup finals round ("Matchday 3", "Round of 16", "Final"). */
export function finalsRound(round: string): Pick<RankedMatch, 'importance' | 'finalsKnockout'> {
  if (/^(Matchday|Group)\b/.test(round)) {
    return { importance: MATCH_IMPORTANCE.worldCupBeforeQuarters, finalsKnockout: false };
  }
  if (/^Round of \d+$/.test(round)) {
    return { importance: MATCH_IMPORTANCE.worldCupBeforeQuarters, finalsKnockout: true };
  }
  return { importance: MATCH_IMPORTANCE.worldCupFromQuarters, finalsKnockout: true };
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

/** Every played match of the files under `worldcupDir`, rated. Matches without a score are skipped. */
export function readInternationalResults(worldcupDir: string): SourcedMatch[] {
  const out: SourcedMatch[] = [];
  for (const [file, kind] of FILES) {
    const parsed = matchFile.parse(readJson(path.join(worldcupDir, file)));
    for (const m of parsed.matches) {
      const s = Array.isArray(m.score) ? { ft: m.score } : m.score;
      const score = s?.ft ?? s?.et;
      if (!s || !score) continue;
      out.push({
        source: parsed.name,
        date: m.date,
        home: m.team1,
        away: m.team2,
        score,
        extraTime: s.et,
        penalties: s.p,
        ...(kind === 'finals'
          ? finalsRound(m.round)
          : { importance: MATCH_IMPORTANCE.qualifier, finalsKnockout: false }),
      });
    }
  }
  return out;
}

/** The teams of the files, by name; later files win (the 2026 file has flags). */
export function readNations(worldcupDir: string): Map<string, Nation> {
  const nations = new Map<string, Nation>();
  for (const t of teams2018.parse(readJson(path.join(worldcupDir, '2018/worldcup.teams.json'))).teams) {
    nations.set(t.name, { name: t.name, code: t.code, confed: t.confed, flag: EXTRA_FLAGS[t.name] ?? '' });
  }
  for (const t of teams2026.parse(readJson(path.join(worldcupDir, '2026/worldcup.teams.json')))) {
    const flag = flagCodeOfEmoji(t.flag_icon) || EXTRA_FLAGS[t.name] || '';
    nations.set(t.name, { name: t.name, code: t.fifa_code, confed: t.confed, flag });
  }
  for (const [name, extra] of Object.entries(EXTRA_NATIONS)) {
    if (!nations.has(name)) nations.set(name, { name, ...extra });
  }
  return nations;
}
