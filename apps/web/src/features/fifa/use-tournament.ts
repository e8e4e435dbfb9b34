// The tournament is computed once per page load from the bundled results (this module is only in the
// lazily loaded fifa chunk).
import raw from './data/clubworldcup.json';
import { buildTournament, type RawMatch, type Tournament } from './cwc';

let cached: Tournament | null = null;

/** The Club World Cup 2025. */
export function tournament(): Tournament {
  cached ??= buildTournament((raw as unknown as { matches: RawMatch[] }).matches);
  return cached;
}
