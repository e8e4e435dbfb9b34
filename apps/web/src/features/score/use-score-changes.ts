// Notices score changes between two refetches of a list, so the screen can flash the score and the
// notifier can announce goals. The first load never counts as a change.
import { useEffect, useRef, useState } from 'react';
import type { Match } from '../../data/sports/types';

/** A score change of one match. */
export interface ScoreChange {
  match: Match;
  side: 'home' | 'away';
  at: number;
}

/** Compares a list with the previous one; returns the changes (home or away score went up). */
export function diffScores(
  prev: Map<number, [number, number]>,
  list: readonly Match[],
  at: number,
): ScoreChange[] {
  const out: ScoreChange[] = [];
  for (const m of list) {
    const before = prev.get(m.id);
    if (!before) continue;
    if (m.home_score > before[0]) out.push({ match: m, side: 'home', at });
    if (m.away_score > before[1]) out.push({ match: m, side: 'away', at });
  }
  return out;
}

/** Ids of matches whose score changed in the last 2 seconds, plus each batch of changes. */
export function useScoreChanges(
  list: readonly Match[] | undefined,
  onChange?: (changes: ScoreChange[]) => void,
) {
  const prev = useRef(new Map<number, [number, number]>());
  const [flash, setFlash] = useState<ReadonlySet<number>>(new Set());
  const cb = useRef(onChange);
  cb.current = onChange;
  useEffect(() => {
    if (!list) return;
    const changes = diffScores(prev.current, list, Date.now());
    for (const m of list) prev.current.set(m.id, [m.home_score, m.away_score]);
    if (changes.length === 0) return;
    cb.current?.(changes);
    setFlash(new Set(changes.map((c) => c.match.id)));
    const timer = setTimeout(() => setFlash(new Set()), 2000);
    return () => clearTimeout(timer);
  }, [list]);
  return flash;
}
