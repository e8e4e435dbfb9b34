import fs from 'node:fs';
import path from 'node:path';
import { competitionFor } from './competitions';
import type { IdRegistry } from './id-registry';
import { localToUnix } from './local-time';
import { shortNameEn, zhNames } from './team-names';
import type { Competition, MatchRecord, Season, Team } from './types';

/** The shape of one openfootball league file. */
interface OpenfootballFile {
  name: string;
  matches: Array<{
    round?: string;
    date: string;
    time?: string;
    team1: string;
    team2: string;
    score?: { ht?: number[]; ft?: number[]; et?: number[]; p?: number[] };
    status?: string;
  }>;
}

/** Ids handed out while importing, shared with the generators so ids never collide. */
export interface CatalogIds {
  teams: IdRegistry;
  matches: IdRegistry;
  seasons: IdRegistry;
}

/** What the import produced, plus the real English competition names found in the files. */
export interface ImportResult {
  competitions: Map<string, Competition>;
  seasons: Season[];
  teams: Map<string, Team>;
  matches: MatchRecord[];
}

function pair(v: number[] | undefined): [number, number] | null {
  return Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n)) ? [v[0]!, v[1]!] : null;
}

/** "2024-25" -> "2024/25"; "2025" stays. */
function seasonName(folder: string): string {
  return folder.replace('-', '/');
}

/** Lists the league files under football/<season>/ in sorted order: [season folder, code, absolute path]. */
export function listFootballFiles(dataDir: string): Array<[string, string, string]> {
  const root = path.join(dataDir, 'football');
  const out: Array<[string, string, string]> = [];
  for (const folder of fs.readdirSync(root).sort()) {
    const dir = path.join(root, folder);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).sort()) {
      if (file.endsWith('.json')) out.push([folder, file.slice(0, -5), path.join(dir, file)]);
    }
  }
  return out;
}

/** The English name of a competition without its season suffix ("English Premier League 2025/26"). */
function competitionName(fileName: string): string {
  return fileName.replace(/\s+\d{4}(?:\/\d{2})?$/, '').replace(/^[^|]+\|\s*/, '');
}

/**
 * Imports the openfootball league files (unknown codes are skipped). Leagues are read before cups so a
 * club's home competition is its domestic league.
 */
export function importOpenfootball(dataDir: string, ids: CatalogIds): ImportResult {
  const competitions = new Map<string, Competition>();
  const teams = new Map<string, Team>();
  const seasons: Season[] = [];
  const matches: MatchRecord[] = [];
  const files = listFootballFiles(dataDir)
    .map(([folder, code, file]) => ({ folder, code, file, comp: competitionFor(code) }))
    .filter((f): f is typeof f & { comp: Competition } => f.comp !== undefined)
    .sort(
      (a, b) => Number(a.comp.kind === 'cup') - Number(b.comp.kind === 'cup') || a.file.localeCompare(b.file),
    );

  for (const { folder, code, file, comp: meta } of files) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenfootballFile;
    const comp = competitions.get(code) ?? { ...meta, name_en: competitionName(data.name) };
    competitions.set(code, comp);
    const name = seasonName(folder);
    const seasonId = ids.seasons.idFor(`${code}/${name}`);
    const dates = data.matches.map((m) => m.date).sort();
    seasons.push({
      id: seasonId,
      competition_id: comp.id,
      name,
      source: 'real',
      start_date: dates[0] ?? '',
      end_date: dates[dates.length - 1] ?? '',
    });
    const teamOf = (nameEn: string): number => {
      const existing = teams.get(nameEn);
      if (existing) return existing.id;
      const short = shortNameEn(nameEn);
      const team: Team = {
        id: ids.teams.idFor(`1/${nameEn}`),
        sport_id: 1,
        competition_id: comp.id,
        name_en: nameEn,
        short_name_en: short,
        ...zhNames(nameEn, short),
        country_code: comp.kind === 'league' ? comp.country_code : '',
      };
      teams.set(nameEn, team);
      return team.id;
    };
    const seen = new Map<string, number>();
    for (const m of data.matches) {
      // A fixture listed twice (a replayed or re-dated match) still needs its own id.
      const base = `${code}/${name}/${m.date}/${m.team1}/${m.team2}`;
      const occurrence = (seen.get(base) ?? 0) + 1;
      seen.set(base, occurrence);
      const home_id = teamOf(m.team1);
      const away_id = teamOf(m.team2);
      const score = m.score ?? {};
      matches.push({
        id: ids.matches.idFor(occurrence > 1 ? `${base}#${occurrence}` : base),
        sport_id: 1,
        competition_id: comp.id,
        season_id: seasonId,
        round: m.round ?? '',
        time: localToUnix(m.date, m.time ?? '', comp.tz_offset),
        home_id,
        away_id,
        source: 'real',
        ft: pair(score.ft),
        ht: pair(score.ht),
        et: pair(score.et),
        pen: pair(score.p),
        note: m.status ?? '',
      });
    }
  }
  return { competitions, seasons, teams, matches };
}
