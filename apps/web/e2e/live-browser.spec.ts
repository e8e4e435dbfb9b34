import { devices, expect, test } from '@playwright/test';
import { android, expectVideoPlays, registerAnchor } from './live-helpers';

// An anchor goes live from the browser (Chromium's fake camera and microphone, WHIP) and a second browser
// watches the room.
test('an anchor goes live from the browser and a second browser watches', async ({ page, browser }) => {
  // Two browsers, a camera encoder and the media service on two shared cores: 120 s ran out under load.
  test.setTimeout(240_000);
  const anchorId = await registerAnchor(page);
  await page.goto('/m/go-live');
  await page.locator('[data-kind="show"]').click();
  // A refused save says what is wrong, translated, at the field (not a toast of the server's English).
  await page.getByTestId('live-title').fill('<b>标题</b>');
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.locator('[data-field="title"] [role="alert"]')).toHaveText(/标题需为 1-30 个汉字/);
  const shots = process.env.TIFO_E2E_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/go-live-refused.png`, fullPage: true });
  await page.getByTestId('live-title').fill('浏览器直播测试');
  await page.locator('[data-source="camera"]').click();
  await page.getByTestId('start-preview').click();
  await expect
    .poll(() => page.getByTestId('preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await page.getByTestId('start-broadcast').click();
  await expect(page.getByTestId('on-air')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('room-live-state')).toHaveAttribute('data-state', 'live', {
    timeout: 20_000,
  });

  const viewerContext = await browser.newContext({ ...devices['Pixel 7'], ...android });
  const viewer = await viewerContext.newPage();
  try {
    await viewer.goto(`/m/live-detail/${anchorId}`);
    await expect(viewer.getByTestId('room-info')).toContainText('浏览器直播测试');
    await expectVideoPlays(viewer);

    // "结束直播" ends the live (the WHIP session is DELETEd through /media), as stopping OBS does: the viewer
    // is told the live is over, not left reconnecting, and the anchor's screen says it is off the air.
    const ending = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && /\/media\/whip\/session\//.test(res.url()),
    );
    await page.getByTestId('stop-broadcast').click();
    expect((await ending).status()).toBe(200);
    await expect(page.getByTestId('browser-broadcast')).toHaveAttribute('data-phase', 'idle');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('room-live-state')).toHaveAttribute('data-state', 'offline', {
      timeout: 5_000,
    });
    await expect(viewer.getByTestId('room-state')).toHaveAttribute('data-state', 'offline', {
      timeout: 10_000,
    });
    await expect(viewer.getByTestId('player-overlay')).toContainText('主播已下播');
  } finally {
    await viewerContext.close();
  }
});
