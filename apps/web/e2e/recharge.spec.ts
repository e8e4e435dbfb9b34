import { expect, test, type Page } from '@playwright/test';
import { logIn, logOut, register } from './helpers';
import { freshMobile } from './outbox';

const PASSWORD = 'secret123';

/** Saves a phone-sized screenshot when TIFO_E2E_SHOTS names a folder (for looking at the screens). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.TIFO_E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Picks a package on /recharge, presses pay and lands on the sandbox's hosted checkout. */
async function payFor(page: Page, total: number, heading = '沙箱收银台'): Promise<void> {
  await page.getByTestId(`package-${total}`).click();
  await expect(page.getByTestId(`package-${total}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/api\/recharge\/sandbox\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('recharge through the sandbox checkout: approve raises the balance, decline fails, an open order resumes after a reload', async ({
  page,
}) => {
  const mobile = freshMobile();
  await register(page, mobile, PASSWORD);

  // Login required: a guest is sent to log in and comes back to the recharge screen.
  await logOut(page);
  await page.goto('/m/recharge');
  await expect(page).toHaveURL(/\/m\/login/);
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/m\/recharge$/);

  // The screen: balance 0, the packages in CNY, the sandbox method.
  await expect(page.getByTestId('diamond-balance')).toHaveText(/^\D*0$/);
  await expect(page.getByTestId('package-700')).toContainText('¥68.00');
  await expect(page.getByText('沙箱支付（测试）')).toBeVisible();
  await shot(page, 'recharge');

  // Approve: the webhook credits the order; the result page says so and the balance rose.
  await payFor(page, 700);
  await expect(page.getByText('¥68.00')).toBeVisible();
  await shot(page, 'checkout');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/m\/recharge\/result\?order_no=R/);
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-result', 'success');
  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(page.getByTestId('result-balance')).toContainText('700');
  await shot(page, 'result-success');
  await page.getByRole('button', { name: '继续充值' }).click();
  await expect(page.getByTestId('diamond-balance')).toHaveText(/^\D*700$/);

  // Decline: the failure shows, no diamonds move.
  await payFor(page, 60);
  await page.getByRole('button', { name: '拒绝支付' }).click();
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-result', 'failed');
  await expect(page.getByText('支付失败')).toBeVisible();
  await expect(page.getByText('支付被拒绝，未扣款。')).toBeVisible();
  await shot(page, 'result-failed');
  await page.getByRole('button', { name: '返回充值' }).click();
  await expect(page.getByTestId('diamond-balance')).toHaveText(/^\D*700$/);

  // Abandon: the order waits; after a reload the recharge screen finds it and resumes the payment.
  await payFor(page, 300);
  await page.getByRole('button', { name: '放弃并返回' }).click();
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-result', 'pending');
  await expect(page.getByText('等待支付结果')).toBeVisible();
  await shot(page, 'result-pending');
  await page.goto('/m/recharge');
  await page.reload();
  await expect(page.getByTestId('open-order')).toContainText('¥30.00');
  await shot(page, 'recharge-open-order');
  await page.getByRole('button', { name: '继续支付' }).click();
  await expect(page).toHaveURL(/\/api\/recharge\/sandbox\/checkout\/cs_test_/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-result', 'success');
  await page.goto('/m/mobile/recharge');
  await expect(page.getByTestId('diamond-balance')).toHaveText(/^\D*1000$/);
  await expect(page.getByTestId('open-order')).toHaveCount(0);
});

test('the recharge screen in Portuguese prices packages in BRL', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile, PASSWORD);
  await page.goto('/m/setting');
  await page.getByTestId('lang-pt-BR').click();
  await page.goto('/m/recharge');
  await expect(page.getByText('Saldo de diamantes')).toBeVisible();
  await expect(page.getByTestId('package-700')).toContainText('R$');
  await expect(page.getByTestId('package-700')).toContainText('54,90');
  await shot(page, 'recharge-pt');
  await payFor(page, 60, 'Checkout sandbox');
  await expect(page.getByText('R$ 4,90')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovar pagamento' })).toBeVisible();
  await shot(page, 'checkout-pt');
});
