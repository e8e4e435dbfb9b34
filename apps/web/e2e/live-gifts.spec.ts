// Gifts in a live room end to end: an anchor streams (ffmpeg over RTMP), a viewer with diamonds (granted through
// the ledger in the setup, as a recharge credits them) sends 520 roses and a rocket from the gift panel, and a
// second viewer sees the animations, the highlighted danmaku and the ranking. Real API, messaging and media.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { register } from './helpers';
import { pushInfo, pushRtmp, registerAnchor, stopPush, storedUser } from './live-helpers';
import { freshMobile } from './outbox';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = path.resolve(import.meta.dirname, '../../..');
const contexts: BrowserContext[] = [];
let push: ChildProcess | null = null;
let anchorId = 0;
let alice: Page;
let bob: Page;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Credits diamonds to a user through the ledger, in the run's database, as a credited recharge does. */
function grantDiamonds(userId: number, amount: number): void {
  const dataDir = process.env.TIFO_E2E_DATA_DIR!;
  const code = `
    import { openDatabase } from './apps/api/src/db/database.ts';
    import { Ledger } from './apps/api/src/modules/ledger/index.ts';
    const db = openDatabase({ sqliteFile: ${JSON.stringify(path.join(dataDir, 'tifo.db'))} });
    await new Ledger(db, Date.now).transfer({
      key: 'e2e-gifts-${userId}-${Date.now()}',
      kind: 'recharge',
      postings: [{ currency: 'diamond', from: { system: 'recharge_clearing' }, to: { userId: ${userId} }, amount: ${amount} }],
    });
    await db.close();`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    stdio: 'pipe',
  });
}

async function openRoom(page: Page): Promise<void> {
  await page.goto(`/m/live-detail/${anchorId}`);
  await expect(page.getByTestId('room-chat')).toHaveAttribute('data-joined', '1', { timeout: 20_000 });
  await expect(page.getByTestId('gift-button')).toBeVisible();
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.TIFO_E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const anchor = await newPage(browser);
  anchorId = await registerAnchor(anchor);
  const info = await pushInfo(anchor);
  push = pushRtmp(info.rtmp.key);
  await expect
    .poll(
      async () => {
        const res = await anchor.request.post('/webapi/live/getLivePageData', {
          data: { anchorid: anchorId },
        });
        return ((await res.json()) as { data?: { room?: { state?: string } } }).data?.room?.state;
      },
      { timeout: 30_000 },
    )
    .toBe('live');
  alice = await newPage(browser);
  await register(alice, freshMobile(), 'secret123');
  grantDiamonds((await storedUser(alice)).id, 1100);
  bob = await newPage(browser);
  await register(bob, freshMobile(), 'secret123');
  await Promise.all([openRoom(alice), openRoom(bob)]);
});

test.afterAll(async () => {
  if (push) await stopPush(push);
  for (const context of contexts) await context.close();
});

test('a viewer sends 520 roses and another viewer sees the animation, the danmaku and the chat', async () => {
  // What the other viewer's layer shows, recorded as it happens (a banner lives 3 s after its last combo step).
  await bob.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { giftBanners: string[] }).giftBanners = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="gift-banner"]')) {
        const entry = `${el.dataset.code}:${el.textContent ?? ''}`;
        if (!seen.includes(entry)) seen.push(entry);
      }
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="gift-danmaku"]')) {
        const entry = `danmaku:${el.textContent ?? ''}`;
        if (!seen.includes(entry)) seen.push(entry);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await alice.getByTestId('gift-button').click();
  const panel = alice.getByTestId('gift-panel');
  await expect(panel).toBeVisible();
  await expect(alice.getByTestId('gift-balance')).toContainText('1100');
  await panel.locator('[data-testid="gift-cell"][data-code="rose"]').click();
  await panel.getByTestId('gift-quantity').filter({ hasText: /^520$/ }).click();
  await shot(alice, 'gifts-panel');
  await panel.getByTestId('gift-send').click();
  // The sender's balance drops by the price once.
  await expect(alice.getByTestId('gift-balance')).toContainText('580');
  await expect
    .poll(() => bob.evaluate(() => (window as unknown as { giftBanners: string[] }).giftBanners.join('|')))
    .toMatch(/rose:.*x520/);
  await shot(bob, 'gifts-viewer-small');
  // The Lottie burst started (its SVG was built) on the other viewer's screen; the line flies over the picture.
  await expect(bob.getByTestId('gift-layer')).toHaveAttribute('data-small-played', /^[1-9]/);
  await expect
    .poll(() => bob.evaluate(() => (window as unknown as { giftBanners: string[] }).giftBanners.join('|')))
    .toMatch(/danmaku:[^|]*玫瑰 x520/);
  await expect(bob.getByTestId('chat-notice').filter({ hasText: '玫瑰 x520' })).toBeVisible();
});

test('a big gift plays the full-screen alpha video for the other viewer', async () => {
  const panel = alice.getByTestId('gift-panel');
  await panel.locator('[data-testid="gift-cell"][data-code="rocket"]').click();
  await panel.getByTestId('gift-quantity').filter({ hasText: /^1$/ }).click();
  await panel.getByTestId('gift-send').click();
  // For review (TIFO_E2E_SHOTS): the other viewer's screen while the effect plays.
  if (process.env.TIFO_E2E_SHOTS) {
    await expect(bob.getByTestId('gift-layer')).toHaveAttribute('data-big-played', '1', { timeout: 10_000 });
    await shot(bob, 'gifts-viewer-big');
  }
  await expect(alice.getByTestId('gift-balance')).toContainText('60');
  await expect
    .poll(() => bob.evaluate(() => (window as unknown as { giftBanners: string[] }).giftBanners.join('|')))
    .toMatch(/rocket:.*x1/);
  await expect(bob.getByTestId('gift-layer')).toHaveAttribute('data-big-played', '1', { timeout: 10_000 });
});

test('not enough diamonds offers the recharge page', async () => {
  const panel = alice.getByTestId('gift-panel');
  await panel.locator('[data-testid="gift-cell"][data-code="trophy"]').click();
  await panel.getByTestId('gift-send').click();
  await expect(alice.locator('.adm-dialog')).toContainText('余额不足');
  await alice.locator('.adm-dialog-button').filter({ hasText: '充值' }).click();
  await expect(alice).toHaveURL(/\/recharge/);
});

test('the ranking shows the sender first, and guests are asked to log in to send', async ({ page }) => {
  await bob.getByTestId('rank-button').click();
  const sheet = bob.getByTestId('contribution-sheet');
  await expect(sheet.getByTestId('rank-row').first()).toBeVisible();
  const aliceUser = await storedUser(alice);
  await expect(sheet.getByTestId('rank-row')).toHaveCount(1);
  await expect(sheet.getByTestId('rank-row').first()).toContainText(String(5200 + 5200));
  await shot(bob, 'gifts-ranking');
  expect(aliceUser.id).toBeGreaterThan(0);
  // The sender sees herself once, marked, not again as a pinned "my place" row under the list.
  await alice.goto(`/m/live-detail/${anchorId}`);
  await alice.getByTestId('rank-button').click();
  const own = alice.getByTestId('contribution-sheet');
  await expect(own.getByTestId('rank-row').first()).toBeVisible();
  await expect(own.getByTestId('rank-row')).toHaveCount(1);
  await expect(own.locator(`[data-testid="rank-row"][data-uid="${aliceUser.id}"]`)).toHaveAttribute(
    'data-mine',
    'true',
  );
  await page.goto(`/m/live-detail/${anchorId}`);
  await page.getByTestId('gift-button').click();
  await expect(page).toHaveURL(/\/login\?backurl=/);
});
