import { expect, test } from '@playwright/test';

test('feedback reaches customer service, agreements load from the API', async ({ page }) => {
  await page.goto('/m/mobile/about');
  await page.getByText('意见反馈', { exact: true }).click();
  await expect(page).toHaveURL(/\/m\/mobile\/service\/feedback$/);
  await page.getByText('产品建议').click();
  await page.locator('textarea[name="content"]').fill('希望比分页面可以按联赛筛选。');
  await page.locator('input[name="contact"]').fill('fan@example.com');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('感谢您的反馈')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/mobile\/about$/);

  await page.getByText('用户协议', { exact: true }).click();
  await expect(page).toHaveURL(/\/m\/mobile\/privacy\/1$/);
  await expect(page.locator('article.protocol')).not.toBeEmpty();
  await expect(page).toHaveTitle(/用户协议/);
});

test('/pp/talk sends ordinary browsers on to the address', async ({ page }) => {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>external</p>' }),
  );
  await page.goto('/m/pp/talk?url=' + encodeURIComponent('https://example.com/chat'));
  await expect(page).toHaveURL('https://example.com/chat');
});
