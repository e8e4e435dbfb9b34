import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTION_MS, OverlayState, writeOverlay } from './overlay';
import type { PlanEntry } from './plan';

function entry(events: NonNullable<PlanEntry['match']>['events'], homeScore = 0): PlanEntry {
  return {
    anchorUid: '1',
    streamKey: 'k'.repeat(16),
    kind: 'match',
    title: 'Derby',
    match: {
      id: 1,
      sportId: 1,
      home: 'Arsenal',
      away: 'Spurs',
      homeScore,
      awayScore: 0,
      clock: '63',
      period: '2H',
      status: 'live',
      events,
    },
  };
}

describe('demo overlay', () => {
  it('draws score and clock, and a caption for a new goal that disappears after its time', () => {
    const state = new OverlayState();
    const old = { minute: 10, kind: 'yellow' as const, side: 'away' as const, text: 'Romero' };
    const first = state.update(entry([old]), 0);
    expect(first).toEqual({ score: 'Arsenal  0 - 0  Spurs', clock: "63'  2H", caption: ' ' });
    const goal = { minute: 63, kind: 'goal' as const, side: 'home' as const, text: 'Saka' };
    const next = state.update(entry([old, goal], 1), 1000);
    expect(next.score).toBe('Arsenal  1 - 0  Spurs');
    expect(next.caption).toBe("GOAL 63' Arsenal: Saka");
    expect(state.update(entry([old, goal], 1), 1000 + CAPTION_MS + 1).caption).toBe(' ');
  });

  it('writes files atomically and never empty (drawtext cannot load an empty file)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'overlay-'));
    try {
      await writeOverlay(dir, { score: 'A 1 - 0 B', clock: "12'", caption: '' });
      expect(await readFile(join(dir, 'score.txt'), 'utf8')).toBe('A 1 - 0 B');
      expect(await readFile(join(dir, 'caption.txt'), 'utf8')).toBe(' ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
