import { expect, type Page } from '@playwright/test';
import { captchaText, latestSmsCode } from './outbox';

/** Solves the image captcha on the current form by reading its text from the database. */
export async function solveCaptcha(page: Page): Promise<void> {
  const image = page.locator('img[data-captcha-key]');
  await expect(image).toBeVisible();
  // The image request is what creates the captcha; wait until it has loaded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const key = await image.getAttribute('data-captcha-key');
  expect(key).toBeTruthy();
  let text: string | undefined;
  await expect.poll(() => (text = captchaText(key!))).toBeTruthy();
  await page.locator('input[name="captcha"]').fill(text!);
}

/** Registers a new account through /register and returns once the app has left the form. */
export async function register(page: Page, mobile: string, password: string, query = ''): Promise<void> {
  await page.goto(`/m/register${query}`);
  await page.locator('input[name="mobile"]').fill(mobile);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = latestSmsCode(mobile))).toBeTruthy();
  await page.locator('input[name="sms_code"]').fill(code!);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).not.toHaveURL(/\/register/);
}

/** Logs in through the current /login form. */
export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Logs out through the settings screen (clearing storage under a running app races with its own writes). */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/m/setting');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
}
