import { expect, test } from '@playwright/test';
import { logIn, logOut, register, solveCaptcha } from './helpers';
import { freshMobile, latestSmsCode } from './outbox';

// The API sends at most one SMS per number per minute, and registration just sent one: this test waits it out.
const RESEND_WAIT_MS = 61_000;

test('reset the password with captcha and SMS code, then bind another phone', async ({ page }) => {
  test.setTimeout(150_000);
  const mobile = freshMobile();
  await register(page, mobile, 'first123');
  const registeredAt = Date.now();
  await logOut(page);

  // Forgotten password: captcha, SMS code, new password, then log in with it.
  await page.goto('/m/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/m\/forget-password$/);
  await page.locator('input[name="mobile"]').fill(mobile);
  await page.waitForTimeout(Math.max(0, registeredAt + RESEND_WAIT_MS - Date.now()));
  await page.locator('img[data-captcha-key]').click(); // a fresh captcha after the wait
  await solveCaptcha(page);
  const before = latestSmsCode(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = latestSmsCode(mobile)) !== before && code).toBeTruthy();
  await page.locator('input[name="sms_code"]').fill(code!);
  await page.locator('input[name="password"]').fill('second456');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, mobile, 'second456');

  // Bind another phone (the image captcha too: every SMS needs one), and the profile shows it.
  const other = freshMobile();
  await page.goto('/m/bind-phone');
  await page.locator('input[name="mobile"]').fill(other);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  let bindCode: string | undefined;
  await expect.poll(() => (bindCode = latestSmsCode(other))).toBeTruthy();
  await page.locator('input[name="sms_code"]').fill(bindCode!);
  await page.getByRole('button', { name: '绑定', exact: true }).click();
  await page.goto('/m/info');
  await expect(page.getByText(other).first()).toBeVisible();
});
