// Which matches the go-live picker offers: today's live ones first, then those to come. The match the room
// already has stays listed (and selected) even when it has ended or is not today's: the anchor must see what is
// saved and why it is refused, not an empty selection.
import { matchPhase } from '@tifo/sports';
import type { Match } from '../../../data/sports/types';

/** The picker's rows, and what is known of the chosen match. */
export interface MatchOptions {
  /** Open matches (live or to come), the chosen one first when it is not open. */
  options: Match[];
  /** The chosen match when it is known and can no longer be streamed. */
  chosenEnded: Match | null;
  /** A chosen id that is in none of today's matches (an earlier day's, saved before). */
  chosenUnknown: boolean;
}

function isOpen(m: Match): boolean {
  const phase = matchPhase(m);
  return phase === 'live' || phase === 'break' || phase === 'waiting';
}

/** The picker's rows for today's `matches` with `chosen` (0: none). */
export function matchOptions(matches: readonly Match[], chosen: number): MatchOptions {
  const rank = (m: Match) => (matchPhase(m) === 'waiting' ? 1 : 0);
  const open = matches.filter(isOpen).sort((a, b) => rank(a) - rank(b) || a.time - b.time);
  const saved = chosen ? matches.find((m) => m.id === chosen) : undefined;
  if (saved && !isOpen(saved)) return { options: [saved, ...open], chosenEnded: saved, chosenUnknown: false };
  return { options: open, chosenEnded: null, chosenUnknown: chosen > 0 && !saved };
}
