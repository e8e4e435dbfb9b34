// Every screen under the Content-Security-Policy the API sends (apps/api/src/http/security-headers.ts): no
// violation is reported, by the page's securitypolicyviolation events or by the console. Also: a `token` in
// the entry URL leaves the address bar and is never printed.
import { expect, test, type Page } from '@playwright/test';
import { register } from './helpers';
import { freshMobile } from './outbox';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every CSP violation of the page, from the first script on, and every console line. */
async function watch(page: Page): Promise<{ violations: () => Promise<string[]>; console: string[] }> {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    console: consoleLines,
    violations: async () => {
      const fromEvents = await page.evaluate(() => window.__cspViolations).catch(() => [] as string[]);
      const fromConsole = consoleLines.filter((line) => /Content Security Policy|Refused to/i.test(line));
      return [...fromEvents, ...fromConsole];
    },
  };
}

/** Opens a screen, checks the policy is on, and waits for it to render and settle. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.locator('#root > *').first()).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(800);
}

async function firstAttribute(page: Page, path: string, selector: string, name: string): Promise<string> {
  await open(page, path);
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  return (await element.getAttribute(name)) ?? '';
}

test('every screen renders with the CSP on and no violation', async ({ page }) => {
  test.setTimeout(240_000);
  const watcher = await watch(page);
  const matchId = await firstAttribute(
    page,
    '/m/score?status=finished',
    '[data-testid="match-row"]',
    'data-match-id',
  );
  const basketballId = await firstAttribute(
    page,
    '/m/score?sport=2&status=finished',
    '[data-testid="match-row"]',
    'data-match-id',
  );
  const teamId = await firstAttribute(
    page,
    '/m/database/league/football/1',
    '[data-testid="standing-row"]',
    'data-team-id',
  );
  const guestScreens = [
    '/m/score',
    '/m/score?status=inplay',
    '/m/score/search',
    '/m/search',
    `/m/score/detail/football/${matchId}`,
    `/m/score/detail/basketball/${basketballId}`,
    ...['happening', 'analysis', 'lineup', 'index', 'rank'].map((tab) => `/m/mobile/${tab}/${matchId}`),
    ...['happening', 'analysis', 'index', 'rank'].map((tab) => `/m/mobile/basketball/${tab}/${basketballId}`),
    '/m/database',
    '/m/database/league/football/1',
    `/m/database/team/football/${teamId}`,
    '/m/database/billboard/football',
    '/m/database/billboard/basketball',
    '/m/database/billboard/fifa',
    '/m/headline',
    '/m/fifa2025',
    '/m/fifa-team/real-madrid',
    '/m/mobile/fifa-team/lineup/real-madrid',
    '/m/user-center',
    '/m/login',
    '/m/register',
    '/m/forget-password',
    '/m/privacy',
    '/m/mobile/privacy/1',
    '/m/mobile/about',
    '/m/feedback',
    '/m/pp/talk',
    '/m/no-such-screen',
  ];
  for (const path of guestScreens) {
    await open(page, path);
    expect(await watcher.violations(), path).toEqual([]);
  }
  // The match page's tabs, the index tab's chart (ECharts) and its tooltip markup included.
  await open(page, `/m/score/detail/football/${matchId}`);
  for (const tab of ['analysis', 'lineup', 'index', 'rank', 'happening']) {
    const button = page.locator(`[role="tablist"] [data-tab="${tab}"]`);
    if ((await button.count()) === 0) continue;
    await button.click();
    await page.waitForTimeout(600);
    const chart = page.locator('canvas').first();
    if (tab === 'index' && (await chart.count()) > 0) await chart.hover({ force: true });
    expect(await watcher.violations(), `tab ${tab}`).toEqual([]);
  }

  await register(page, freshMobile(), 'secret123');
  for (const path of [
    '/m/user-center',
    '/m/setting',
    '/m/info',
    '/m/edit-account',
    '/m/bind-phone',
    '/m/score/collected',
  ]) {
    await open(page, path);
    expect(await watcher.violations(), path).toEqual([]);
  }
});

test('the watcher does see a violation (so the test above can fail)', async ({ page }) => {
  const watcher = await watch(page);
  await open(page, '/m/user-center');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => watcher.violations()).not.toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test('a token in the entry URL leaves the address bar and never reaches the console', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile, 'secret123');
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const found = /"token_web":"([^"]+)"/.exec(localStorage.getItem(key) ?? '');
      if (found) return found[1];
    }
    return '';
  });
  expect(token).not.toBe('');
  // As a native app opens the page: the session's token in the URL.
  const watcher = await watch(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await page.goto(`/m/user-center?lang=zh&token=${encodeURIComponent(token)}&uid=1#top`);
  await expect(page).toHaveURL(/\/m\/user-center\?lang=zh&uid=1#top$/);
  expect(page.url()).not.toContain(token);
  await expect(page.getByTestId('nick-name')).toBeVisible();
  expect(sent.some((line) => line.includes(token))).toBe(true);
  expect(watcher.console.filter((line) => line.includes(token))).toEqual([]);
});
