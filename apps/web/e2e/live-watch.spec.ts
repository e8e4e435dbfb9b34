import { expect, test } from '@playwright/test';
import { register } from './helpers';
import { android, cspRefusals, expectVideoPlays, firstLiveRoom } from './live-helpers';
import { freshMobile } from './outbox';

// Guests watch the demo anchors' lives (the media service's demo runner pushes them over RTMP at kickoff).
// The project's iPhone profile would take the iOS path (native HLS), so the MSE paths run as an Android phone.

test.describe('on Android (MSE)', () => {
  test.use(android);

  test('a guest opens /live, opens a live room, and the video plays', async ({ page }) => {
    // The players (MSE blob URLs, hls.js's worker, fetch streams) run under the serving CSP without violations.
    const refused = cspRefusals(page);
    await page.goto('/m/live');
    await expect(page.getByTestId('categories')).toBeVisible();
    const card = page.getByTestId('room-card').first();
    // Demo anchors go live at kickoff: give the media service time to start its pushes.
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card.getByTestId('room-viewers')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/m\/live-detail\/\d+/);
    await expect(page.getByTestId('anchor-card')).toBeVisible();
    await expectVideoPlays(page);
    // Muted autoplay, with a tap for sound.
    expect(await page.getByTestId('live-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByTestId('unmute').click();
    expect(await page.getByTestId('live-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    // HTTP-FLV through mpegts.js where MSE exists.
    await expect(page.getByTestId('live-player')).toHaveAttribute('data-engine', 'flv');
    // The SD rendition is transcoded on demand and plays too.
    await page.getByTestId('quality-sd').click();
    await expectVideoPlays(page, 45_000);
    expect(refused).toEqual([]);
  });

  test("a room's own link shows the picture before the app, and the player takes it over", async ({
    page,
  }) => {
    const { href } = await firstLiveRoom(page);
    // Seen from the page's start: the room page's first script's own holder, and every FLV request.
    await page.addInitScript(() => {
      const seen = { boot: false };
      (window as unknown as { __boot: typeof seen }).__boot = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="live-boot"]')) seen.boot = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const refused = cspRefusals(page);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (/\.flv(\?|$)/.test(r.url())) streams.push(r.url());
    });
    await page.goto(href);
    await expectVideoPlays(page);
    await expect(page.getByTestId('anchor-card')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __boot: { boot: boolean } }).__boot.boot)).toBe(
      true,
    );
    // One video, in the player, with the engine the first script started: the stream was asked for once.
    await expect(page.getByTestId('live-boot')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(1);
    await expect(page.getByTestId('live-player').getByTestId('live-video')).toHaveCount(1);
    await expect(page.getByTestId('live-player')).toHaveAttribute('data-status', 'playing');
    await page.waitForTimeout(1500);
    expect(streams).toHaveLength(1);
    // The player's controls work on the adopted video.
    await page.getByTestId('unmute').click();
    expect(await page.getByTestId('live-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await page.getByTestId('quality-sd').click();
    await expectVideoPlays(page, 45_000);
    await expect(page.locator('video')).toHaveCount(1);
    expect(refused).toEqual([]);
  });

  test('the HLS player plays where FLV is not chosen', async ({ page }) => {
    await page.goto('/m/live');
    const card = page.getByTestId('room-card').first();
    await expect(card).toBeVisible({ timeout: 60_000 });
    const href = await card.getAttribute('href');
    await page.goto(`${href}?player=hls`);
    await expectVideoPlays(page, 45_000);
    await expect(page.getByTestId('live-player')).toHaveAttribute('data-engine', 'hls');
  });
});

test('iOS plays HLS natively (when this Chromium plays HLS itself) and otherwise FLV', async ({ page }) => {
  await page.goto('/m/live');
  const card = page.getByTestId('room-card').first();
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.click();
  await expectVideoPlays(page, 45_000);
  const native = await page.evaluate(() =>
    document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
  );
  await expect(page.getByTestId('live-player')).toHaveAttribute('data-engine', native ? 'native' : 'flv');
});

test('a browser without MSE or native HLS gets a clear message', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'MediaSource', { value: undefined });
    Object.defineProperty(window, 'ManagedMediaSource', { value: undefined });
    HTMLMediaElement.prototype.canPlayType = () => '';
  });
  await page.goto('/m/live');
  const card = page.getByTestId('room-card').first();
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.click();
  await expect(page.getByTestId('player-overlay')).toContainText('无法播放');
  await expect(page.getByTestId('live-player')).toHaveAttribute('data-status', 'unsupported');
});

test('a partner site lands on /live', async ({ page }) => {
  await page.goto('/m/?site=xzb');
  await expect(page).toHaveURL(/\/m\/live(\?|$)/);
  await expect(page.getByTestId('live-home')).toBeVisible();
  // The bottom menu has the live entry.
  await expect(page.locator('.bottom-menu')).toBeVisible();
});

test('the share page carries Open Graph tags and plays for guests', async ({ page }) => {
  await page.goto('/m/live');
  const card = page.getByTestId('room-card').first();
  await expect(card).toBeVisible({ timeout: 60_000 });
  const anchorId = (await card.getAttribute('href'))!.split('/').pop()!;
  const html = await (await page.request.get(`/m/share/live/${anchorId}`)).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ - [^"]+" \/>/);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/[^"]+\/media\/covers\/room-\d+\.jpg" \/>/,
  );
  await page.goto(`/m/share/live/${anchorId}`);
  await expect(page.getByTestId('open-in-app')).toBeVisible();
  await expectVideoPlays(page, 45_000);
});

test('the lives tab of a match lists the anchors streaming it', async ({ page }) => {
  await page.goto('/m/live');
  const card = page
    .getByTestId('room-card')
    .filter({ has: page.getByTestId('room-match') })
    .first();
  await expect(card).toBeVisible({ timeout: 60_000 });
  const liveid = await card.getAttribute('data-liveid');
  await card.click();
  await page.getByTestId('room-match-card').click();
  await expect(page).toHaveURL(/\/m\/score\/detail\//);
  await page.locator('[role="tablist"] [data-tab="lives"]').click();
  await expect(page.getByTestId('match-lives').locator(`[data-liveid="${liveid}"]`)).toBeVisible();
});

test('a guest is asked to log in to follow; a user follows an anchor and the fans count follows', async ({
  page,
}) => {
  const { card, href } = await firstLiveRoom(page);
  await card.click();
  await page.getByTestId('follow-anchor').click();
  await expect(page.getByText('请登录后使用完整功能')).toBeVisible();
  await register(page, freshMobile(), 'secret123');
  await page.goto(href);
  const fans = page.getByTestId('anchor-card').getByTestId('fans-count');
  const before = Number((await fans.textContent())!.replace(/\D/g, ''));
  await page.getByTestId('follow-anchor').click();
  await expect(page.getByText('已关注').first()).toBeVisible();
  await expect(fans).toContainText(String(before + 1));
  await page.getByTestId('follow-anchor').click();
  await expect(fans).toContainText(String(before));
});
