import { expect, test } from '@playwright/test';
import { logIn, logOut, register } from './helpers';
import { freshMobile } from './outbox';

const PASSWORD = 'secret123';

test('register with captcha and SMS code, log in, user centre, dark mode, language, log out', async ({
  page,
}) => {
  const mobile = freshMobile();
  await register(page, mobile, PASSWORD);

  // Registration logs in: the user centre shows the account and its balances.
  await page.goto('/m/user-center');
  await expect(page.getByTestId('nick-name')).toBeVisible();
  await expect(page.getByTestId('gold')).not.toHaveText('--');

  // Log out from the settings, then log in again with the phone number.
  await page.getByText('设置', { exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/m\/user-center$/);
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await page.getByRole('button', { name: '登录/注册' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/m\/user-center$/);
  await expect(page.getByTestId('nick-name')).toBeVisible();

  // Dark mode is set on the body and survives a reload.
  await page.getByText('设置', { exact: true }).click();
  await page.getByRole('switch', { name: '深色模式' }).click();
  await expect(page.locator('body')).toHaveClass(/mode-dark/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/mode-dark/);

  // Portuguese: the screen's own strings switch at once.
  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByText('Modo escuro')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  // Log out (in Portuguese) and the user centre shows a guest again.
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar/Cadastrar' })).toBeVisible();
});

test('a login-only action while logged out leads to /login and back', async ({ page }) => {
  const mobile = freshMobile();
  // Invite and channel codes from the page query are saved and sent with the registration.
  const registration = page.waitForRequest((r) => /\/webapi\/user\/regist/i.test(r.url()));
  await register(page, mobile, PASSWORD, '?invite_code=AB23CD&channel_code=summer');
  expect((await registration).postDataJSON()).toMatchObject({
    invite_code: 'AB23CD',
    channel_code: 'summer',
  });
  await logOut(page);

  await page.goto('/m/user-center');
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await page.getByText('个人资料', { exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?backurl=%2Fuser-center/);
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/m\/user-center$/);
  await expect(page.getByTestId('nick-name')).toBeVisible();

  // A login-only screen opened directly comes back to itself.
  await logOut(page);
  await page.goto('/m/edit-account');
  await expect(page).toHaveURL(/\/m\/login\?backurl=%2Fedit-account/);
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/m\/edit-account$/);

  // The profile edit is saved on the server and shows in the user centre.
  await page.locator('input[name="nick_name"]').fill('周末球迷');
  await page.locator('input[name="city"]').fill('里约热内卢');
  await page.getByText('女', { exact: true }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.goto('/m/info');
  await expect(page.getByText('里约热内卢')).toBeVisible();
  await page.goto('/m/user-center');
  await expect(page.getByTestId('nick-name')).toHaveText('周末球迷');
});

test('a second site code shows its own name and colour', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByTestId('site-name')).toHaveText('Tifo');
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tifo-primary').trim());
  const defaultColour = await primary();

  await page.goto('/m/login?site=xzb');
  await expect(page.getByTestId('site-name')).toHaveText('星直播');
  await expect.poll(primary).toBe('#f5b800');
  expect(defaultColour).not.toBe('#f5b800');
  await expect(page).toHaveTitle(/星直播/);

  // The choice is remembered without the query.
  await page.goto('/m/mobile/about');
  await expect(page.getByTestId('about-site-name')).toHaveText('星直播');
});
