import { devices, expect, test } from '@playwright/test';
import {
  android,
  expectVideoPlays,
  pushInfo,
  pushRtmp,
  registerAnchor,
  stopPush,
  videoSample,
} from './live-helpers';

// An anchor pushes RTMP with the stream key from the go-live screen; viewers see the room go live, and the
// player survives the stream dropping and returning.
test('ffmpeg pushes RTMP with a stream key, the room goes live, and the player recovers after a drop', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const anchorId = await registerAnchor(page);
  await page.goto('/m/go-live');
  await page.locator('[data-way="obs"]').click();
  await expect(page.getByTestId('rtmp-server')).toContainText('rtmp://');
  const push = await pushInfo(page);
  // The key is hidden until asked.
  await expect(page.getByTestId('rtmp-key')).not.toContainText(push.rtmp.key);

  const viewerContext = await browser.newContext({ ...devices['Pixel 7'], ...android });
  const viewer = await viewerContext.newPage();
  await viewer.goto(`/m/live-detail/${anchorId}`);
  await expect(viewer.getByTestId('player-overlay')).toBeVisible();

  let ffmpeg = pushRtmp(push.rtmp.key);
  try {
    await expect(viewer.getByTestId('room-state')).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
    await expectVideoPlays(viewer);
    await expect(page.getByTestId('room-live-state')).toHaveAttribute('data-state', 'live', {
      timeout: 15_000,
    });

    // The stream drops: the player notices and says so.
    await stopPush(ffmpeg);
    await expect(viewer.getByTestId('live-player')).toHaveAttribute(
      'data-status',
      /reconnecting|connecting/,
      {
        timeout: 8_000,
      },
    );

    // It returns: the player recovers by itself within 3 s of the stream being back on the server.
    ffmpeg = pushRtmp(push.rtmp.key);
    const flv = `/media/live/${push.stream_name}.flv`;
    await expect
      .poll(
        async () => {
          const ok = await viewer.evaluate(async (url) => {
            const ctrl = new AbortController();
            try {
              const res = await fetch(url, { signal: ctrl.signal });
              return res.ok;
            } catch {
              return false;
            } finally {
              ctrl.abort();
            }
          }, flv);
          return ok;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    const back = Date.now();
    const before = (await videoSample(viewer)).time;
    await expect
      .poll(async () => (await videoSample(viewer)).time > before + 0.2, {
        timeout: 10_000,
        intervals: [100],
      })
      .toBe(true);
    const recoveredMs = Date.now() - back;
    console.log(`player recovered ${recoveredMs} ms after the stream returned`);
    expect(recoveredMs).toBeLessThanOrEqual(3000);
    await expectVideoPlays(viewer);
  } finally {
    await stopPush(ffmpeg);
    await viewerContext.close();
  }
});

test('30 s after the stream stops the room says the anchor is away', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const anchorId = await registerAnchor(page);
  const push = await pushInfo(page);
  const viewerContext = await browser.newContext({ ...devices['Pixel 7'], ...android });
  const viewer = await viewerContext.newPage();
  const ffmpeg = pushRtmp(push.rtmp.key);
  try {
    await viewer.goto(`/m/live-detail/${anchorId}`);
    await expectVideoPlays(viewer);
    await stopPush(ffmpeg);
    const stopped = Date.now();
    await expect(viewer.getByTestId('room-state')).toHaveAttribute('data-state', 'away', { timeout: 60_000 });
    expect(Date.now() - stopped).toBeGreaterThanOrEqual(25_000);
    await expect(viewer.getByTestId('player-overlay')).toContainText('主播暂时离开');
  } finally {
    await stopPush(ffmpeg);
    await viewerContext.close();
  }
});

test('a wrong stream key is refused and the room stays offline', async ({ page }) => {
  const anchorId = await registerAnchor(page);
  const ffmpeg = pushRtmp('not-a-real-key-0000');
  try {
    const exit = await new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve));
    expect(exit).not.toBe(0);
  } finally {
    await stopPush(ffmpeg);
  }
  await page.goto(`/m/live-detail/${anchorId}`);
  await expect(page.getByTestId('room-state')).toHaveAttribute('data-state', 'offline');
});
