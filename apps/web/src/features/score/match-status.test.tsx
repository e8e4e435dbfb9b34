import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadStrings } from '../../i18n';
import { resetServerClock } from '../../data/sports/server-clock';
import type { Match } from '../../data/sports/types';
import { MatchStatus } from './match-status';

// Kickoff of the live match; the test starts 10 min 5 s later, in the 11th minute, 55 s before the 12th.
const KICKOFF = 1_795_000_000;
const START_MS = (KICKOFF + 10 * 60 + 5) * 1000;

const match = (id: number, status: number, time: number): Match =>
  ({
    id,
    sport_id: 1,
    status,
    time,
    kickoff_time: time,
    home_score: 1,
    away_score: 0,
  }) as unknown as Match;

/** A day's list: one live football match, one kicking off in two hours, 38 finished ones. */
const LIST = [
  match(1, 2, KICKOFF),
  match(2, 1, KICKOFF + 2 * 3600),
  ...Array.from({ length: 38 }, (_, i) => match(100 + i, 8, KICKOFF - 3 * 3600)),
];

/** Renders every status cell under its own Profiler; returns the ids of the cells that rendered. */
function renderList(): string[] {
  const rendered: string[] = [];
  render(
    <>
      {LIST.map((m) => (
        <Profiler key={m.id} id={String(m.id)} onRender={(id) => rendered.push(id)}>
          <div data-testid={`cell-${m.id}`}>
            <MatchStatus match={m} />
          </div>
        </Profiler>
      ))}
    </>,
  );
  rendered.length = 0;
  return rendered;
}

/** Lets the ticker fire once a second, each tick committed on its own as in a browser. */
function tickSeconds(n: number): void {
  for (let i = 0; i < n; i += 1) act(() => vi.advanceTimersByTime(1000));
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('MatchStatus on the shared ticker', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
    await loadStrings(['sportsData']);
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: START_MS });
    resetServerClock();
  });
  afterEach(() => {
    cleanup();
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('re-renders no cell while no text changes, and only the live cell when its minute turns', () => {
    const rendered = renderList();
    expect(screen.getByTestId('cell-1').textContent).toBe("11'");

    // Ten ticks inside the same minute: nothing on screen changes, so nothing renders (every tick used to
    // re-render all 40 cells).
    tickSeconds(10);
    expect(rendered).toEqual([]);

    // The 12th minute begins 55 s after the start: one cell renders, once.
    tickSeconds(50);
    expect(rendered).toEqual(['1']);
    expect(screen.getByTestId('cell-1').textContent).toBe("12'");
  });

  it('stops ticking while the page is hidden and catches up when it shows again', () => {
    renderList();
    expect(vi.getTimerCount()).toBe(1);

    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);

    // Two minutes pass unseen; on return the clock shows the right minute at once, and ticks again.
    act(() => {
      vi.setSystemTime(START_MS + 120_000);
      setVisibility('visible');
    });
    expect(screen.getByTestId('cell-1').textContent).toBe("13'");
    expect(vi.getTimerCount()).toBe(1);
  });
});
