import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { register } from './helpers';
import { freshMobile } from './outbox';

// Issue 12 item 3: /edit-account's avatar goes to our own storage (getTempKeysForMinio, a presigned PUT), image
// files only, resized in the browser to at most 1200x1200 at quality 0.8, with a progress bar and the spec's toasts.

const shots = process.env.TIFO_E2E_DATA_DIR;

test('avatar upload: image files only, resized, progress, saved; a failed upload says so', async ({
  page,
}) => {
  await register(page, freshMobile(), 'secret123');
  await page.goto('/m/edit-account');
  const input = page.locator('input[name="avatar"]');
  await expect(page.getByText('头像', { exact: true })).toBeVisible();

  // Not an image: refused before any upload.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('请选择图片文件')).toBeVisible();

  // A 2400x1600 PNG: the PUT is held a moment so the progress bar can be seen.
  const picture = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/storage/object/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('progressbar')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/avatar-uploading.png` });
  release();
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const avatar = page.locator('.avatar-field img.avatar');
  await expect(avatar).toHaveAttribute('src', /\/api\/storage\/object\/u\/\d+\/image\/[0-9a-f]{32}\.jpg$/);
  if (shots) await page.screenshot({ path: `${shots}/avatar-saved.png` });

  // What was stored is the browser's resize: a JPEG within 1200x1200.
  const src = (await avatar.getAttribute('src'))!;
  const stored = await page.request.get(src);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);

  // Saved on the server: the profile shows it after a reload.
  await page.goto('/m/info');
  await expect(page.locator('img.avatar').first()).toHaveAttribute('src', src);

  // The storage unreachable: the upload-failed toast, and the avatar stays.
  await page.goto('/m/edit-account');
  await page.unroute('**/api/storage/object/**');
  await page.route('**/api/storage/object/**', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
  );
  await input.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('上传失败')).toBeVisible();
  await expect(page.locator('.avatar-field img.avatar')).toHaveAttribute('src', src);
});
