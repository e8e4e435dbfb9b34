// The score list against the real API and live engine (the test server starts the engine on a busy afternoon
// at 20x speed, see playwright.config.ts): live clocks advance, scores change, filters select what they say.
import { expect, test, type Page } from '@playwright/test';

const FOOTBALL_DONE = 8;
const BASKETBALL_DONE = 10;

async function openScore(page: Page, query = ''): Promise<void> {
  await page.goto(`/m/score${query}`);
  // Lists poll only while the page is visible (TanStack Query pauses intervals in hidden pages), and clocks
  // learn the engine's speed from those polls: after the multi-browser live tests Chromium may leave this page
  // in the background, where the clocks seemed frozen (a CI failure with the same minutes for 30 s).
  await page.bringToFront();
  expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
  await expect(page.getByTestId('score-page')).toBeVisible();
  await expect(page.getByTestId('match-list').or(page.getByTestId('empty'))).toBeVisible();
}

/** Status and score of every rendered row, keyed by match id. */
async function rows(
  page: Page,
): Promise<Array<{ id: string; status: number; sport: number; score: string; clock: string }>> {
  return page.getByTestId('match-row').evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-match-id') ?? '',
      status: Number(el.getAttribute('data-status')),
      sport: Number(el.getAttribute('data-sport')),
      score: el.querySelector('[data-testid="match-score"]')?.textContent ?? '',
      clock: el.querySelector('[data-testid="match-clock"]')?.textContent ?? '',
    })),
  );
}

test('an in-play match shows a clock that advances and a score that changes when the engine scores', async ({
  page,
}) => {
  test.setTimeout(280_000);
  await openScore(page, '?status=inplay');
  const first = page.getByTestId('match-row').first();
  await expect(first).toBeVisible();
  const before = await rows(page);
  expect(before.length).toBeGreaterThan(0);
  for (const r of before) expect(r.status).toBeGreaterThanOrEqual(2);

  // At the test engine's speed a football minute lasts a few seconds and a basketball clock ticks every second.
  // The wait is long because in the full run, on a loaded 2-core machine after the live tests, the first
  // change took over 30 s once (alone: seconds); a clock that never advances still fails.
  const clocks = before.map((r) => r.clock).join('|');
  await expect
    .poll(async () => (await rows(page)).map((r) => r.clock).join('|'), { timeout: 90_000 })
    .not.toBe(clocks);

  // Goals and baskets: remember the first score seen of every live match (matches finish and kick off while
  // we watch) and wait until one of them changes on screen (the list polls the API).
  const firstSeen = new Map<string, string>();
  await expect
    .poll(
      async () => {
        let changed = false;
        for (const r of await rows(page)) {
          if (!firstSeen.has(r.id)) firstSeen.set(r.id, r.score);
          else if (firstSeen.get(r.id) !== r.score) changed = true;
        }
        return changed;
      },
      { timeout: 170_000, intervals: [2_000] },
    )
    .toBe(true);
});

test('status filters and sport tabs select the right matches, with counts that agree', async ({ page }) => {
  await openScore(page);
  const checks: Array<[string, (r: { status: number; sport: number }) => boolean]> = [
    ['finished', (r) => r.status === (r.sport === 2 ? BASKETBALL_DONE : FOOTBALL_DONE)],
    ['waiting', (r) => r.status === 1],
    ['inplay', (r) => r.status >= 2 && r.status < (r.sport === 2 ? BASKETBALL_DONE : FOOTBALL_DONE)],
    ['unfinished', (r) => r.status !== (r.sport === 2 ? BASKETBALL_DONE : FOOTBALL_DONE)],
  ];
  for (const [filter, ok] of checks) {
    const chip = page.locator(`[data-testid="status-chips"] [data-filter="${filter}"]`);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`status=${filter}`));
    await expect(page.getByTestId('match-list').or(page.getByTestId('empty'))).toBeVisible();
    // Chip counts and rows come from the same response; poll so a refetch between the two reads (a kickoff at
    // the test engine's speed) cannot make them disagree.
    await expect
      .poll(async () => {
        const count = Number(await chip.locator('span').textContent());
        const list = await rows(page);
        const wrong = list.filter((r) => !ok(r)).map((r) => `${r.id}:${r.status}`);
        return { wrong, countAgrees: count > 40 || list.length === count };
      })
      .toEqual({ wrong: [], countAgrees: true });
  }
  await page.locator('[data-testid="status-chips"] [data-filter="all"]').click();
  for (const sport of [1, 2]) {
    await page.locator(`[data-testid="sport-tabs"] [data-sport="${sport}"]`).click();
    await expect(page).toHaveURL(new RegExp(`sport=${sport}`));
    await expect(page.getByTestId('match-list').or(page.getByTestId('empty'))).toBeVisible();
    await expect.poll(async () => (await rows(page)).every((r) => r.sport === sport)).toBe(true);
  }
  // Another day from the strip loads that day's list.
  const tomorrow = page.locator('[data-testid="date-strip"] button[aria-selected="true"] + button');
  const date = await tomorrow.getAttribute('data-date');
  await tomorrow.click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByTestId('match-list').or(page.getByTestId('empty'))).toBeVisible();
});
