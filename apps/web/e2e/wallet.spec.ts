// VIP and the wallet end to end, against the real API and messaging service: a fan (funded through the ledger
// in the setup, as a credited recharge funds them) buys VIP and the badge shows in the room's chat; an anchor
// (points credited through the ledger, as gifts credit them) asks for a withdrawal, the operator approves and
// dispatches it with `npm run withdraw`, and the trans-log shows each step.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from './helpers';
import { registerAnchor, storedUser } from './live-helpers';
import { freshMobile } from './outbox';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = () => process.env.TIFO_E2E_DATA_DIR!;
const contexts: BrowserContext[] = [];
let anchorId = 0;
let anchor: Page;
let fan: Page;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Credits a user through the ledger in the run's database: diamonds as a recharge, points as a gift's share. */
function credit(userId: number, currency: 'diamond' | 'anchor_point', amount: number): void {
  const from = currency === 'diamond' ? 'recharge_clearing' : 'anchor_payable';
  const kind = currency === 'diamond' ? 'recharge' : 'gift';
  const code = `
    import { openDatabase } from './apps/api/src/db/database.ts';
    import { Ledger } from './apps/api/src/modules/ledger/index.ts';
    const db = openDatabase({ sqliteFile: ${JSON.stringify(path.join(dataDir(), 'tifo.db'))} });
    await new Ledger(db, Date.now).transfer({
      key: 'e2e-wallet-${userId}-${currency}-${Date.now()}',
      kind: '${kind}',
      postings: [{ currency: '${currency}', from: { system: '${from}' }, to: { userId: ${userId} }, amount: ${amount} }],
    });
    await db.close();`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    stdio: 'pipe',
  });
}

/** The operators' command on the run's database. */
function withdrawCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/withdraw.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  }).toString();
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.TIFO_E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function openRoom(page: Page): Promise<void> {
  await page.goto(`/m/live-detail/${anchorId}`);
  await expect(page.getByTestId('room-chat')).toHaveAttribute('data-joined', '1', { timeout: 20_000 });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  anchor = await newPage(browser);
  anchorId = await registerAnchor(anchor);
  fan = await newPage(browser);
  await register(fan, freshMobile(), 'secret123');
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

test('a fan buys a month of VIP with diamonds, and the badge shows in the room chat', async () => {
  const { id } = await storedUser(fan);
  credit(id, 'diamond', 1000);
  await fan.goto('/m/vip-plans');
  await expect(fan.getByTestId('vip-standing')).toHaveText('开通 VIP，享专属特权');
  await expect(fan.getByText('钻石余额 1000')).toBeVisible();
  await fan.getByTestId('vip-plan-vip_month').click();
  await shot(fan, 'vip-plans');
  await fan.getByTestId('vip-buy').click();
  await fan.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(fan.getByTestId('vip-standing')).toContainText('VIP 有效期至');
  await expect(fan.getByText('钻石余额 700')).toBeVisible();
  await expect(fan.getByTestId('vip-badge').first()).toHaveText('VIP');

  // The anchor watches the room; the fan enters (a VIP entry banner) and speaks (a VIP badge on the line).
  await openRoom(anchor);
  await openRoom(fan);
  await expect(anchor.getByTestId('vip-entry')).toBeVisible({ timeout: 15_000 });
  await shot(anchor, 'vip-entry');
  await fan.getByTestId('chat-input').fill('VIP 来了');
  await fan.getByTestId('chat-send').click();
  const line = anchor.getByTestId('chat-line').filter({ hasText: 'VIP 来了' });
  await expect(line).toBeVisible();
  await expect(line.getByTestId('chat-vip')).toHaveText('VIP');
  await expect(
    fan.getByTestId('chat-line').filter({ hasText: 'VIP 来了' }).getByTestId('chat-vip'),
  ).toBeVisible();
  await shot(anchor, 'vip-chat');
  // The anchor's own lines carry no VIP badge.
  await anchor.getByTestId('chat-input').fill('欢迎');
  await anchor.getByTestId('chat-send').click();
  const own = anchor.getByTestId('chat-line').filter({ hasText: '欢迎' });
  await expect(own).toBeVisible();
  await expect(own.getByTestId('chat-vip')).toHaveCount(0);

  // The profile in the user centre carries the badge too.
  await fan.goto('/m/user-center');
  await expect(fan.getByTestId('vip-badge')).toHaveText('VIP');
  await fan.goto(`/m/vip-user/${id}`);
  await expect(fan.getByTestId('vip-card')).toHaveAttribute('data-level', '1');
  await shot(fan, 'vip-user');
  await fan.goto('/m/trans-log');
  const entry = fan.getByTestId('trans-entry').first();
  await expect(entry).toHaveAttribute('data-kind', 'vip');
  await expect(entry).toContainText('-300');
});

test('an anchor withdraws points; the operator approves and dispatches; the trans-log shows each step', async () => {
  credit(anchorId, 'anchor_point', 1000);
  await anchor.goto('/m/wallet');
  await expect(anchor.getByTestId('wallet-anchor-point')).toHaveText('1000');
  await shot(anchor, 'wallet');
  await anchor.getByTestId('wallet-withdraw').click();
  await expect(anchor).toHaveURL(/\/m\/withdraw$/);
  await expect(anchor.getByTestId('withdraw-available')).toHaveText('1000');
  // A disabled button says why.
  await expect(anchor.getByTestId('withdraw-submit')).toBeDisabled();
  await expect(anchor.getByTestId('withdraw-why')).toContainText('请输入提现积分');
  await anchor.locator('input[name="points"]').fill('300');
  await anchor.locator('input[name="account"]').fill('anchor@example.com');
  await expect(anchor.getByTestId('withdraw-why')).toHaveCount(0);
  // The request is confirmed first: what goes where.
  await anchor.getByTestId('withdraw-submit').click();
  const confirm = anchor.locator('.adm-dialog');
  await expect(confirm).toContainText('300');
  await expect(confirm).toContainText('anchor@example.com');
  await shot(anchor, 'withdraw-confirm');
  await confirm.locator('.adm-dialog-button').filter({ hasText: '确认提现' }).click();
  await expect(anchor.getByTestId('withdraw-request').first()).toHaveAttribute('data-state', 'review');
  await expect(anchor.getByTestId('withdraw-available')).toHaveText('700');
  await expect(anchor.getByTestId('withdraw-held')).toContainText('300');
  // Under the request in progress: no "no withdrawals yet", and the button says why it is disabled.
  await expect(anchor.getByTestId('withdraw-records-empty')).toHaveText('没有更早的提现记录');
  await expect(anchor.getByTestId('withdraw-why')).toHaveAttribute('data-reason', 'open');
  await shot(anchor, 'withdraw');

  const withdrawEntry = async (state: string, label: string) => {
    await anchor.goto('/m/trans-log');
    const entry = anchor.locator('[data-testid="trans-entry"][data-kind="withdraw"]').first();
    await expect(entry).toHaveAttribute('data-state', state);
    await expect(entry).toContainText(label);
    await expect(entry).toContainText('-300');
  };
  await withdrawEntry('review', '审核中');

  const listed = withdrawCommand('list');
  const id = /#(\d+) uid (\d+) 300 points = 30\.00 CNY/.exec(listed);
  expect(id?.[2]).toBe(String(anchorId));
  expect(withdrawCommand('approve', id![1]!)).toContain('dispatching');
  await withdrawEntry('dispatching', '发放中');
  expect(withdrawCommand('dispatch', id![1]!)).toContain('dispatched');
  await withdrawEntry('dispatched', '已发放');
  await shot(anchor, 'trans-log');

  await anchor.goto('/m/withdraw');
  const record = anchor.getByTestId('withdraw-request').first();
  await expect(record).toHaveAttribute('data-state', 'dispatched');
  await expect(anchor.getByTestId('withdraw-available')).toHaveText('700');
  await expect(anchor.getByTestId('withdraw-held')).toHaveCount(0);
});
