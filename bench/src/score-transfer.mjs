#!/usr/bin/env node
// What /m/score costs on the wire: loads the page in Chromium (a phone viewport, cold cache) from a running
// product and sums the encoded (transferred) bytes of every response by type, from the DevTools protocol's
// Network.loadingFinished encodedDataLength, so compression and headers count as the browser sees them.
// Usage: BASE_URL=http://127.0.0.1:3500 node bench/src/score-transfer.mjs
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
const requests = new Map();
cdp.on('Network.responseReceived', (event) => {
  requests.set(event.requestId, {
    type: event.type,
    url: event.response.url,
    encoding: event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? '',
  });
});
const totals = new Map();
const scripts = [];
cdp.on('Network.loadingFinished', (event) => {
  const request = requests.get(event.requestId);
  if (!request) return;
  const total = totals.get(request.type) ?? { count: 0, bytes: 0 };
  total.count += 1;
  total.bytes += event.encodedDataLength;
  totals.set(request.type, total);
  if (request.type === 'Script') scripts.push({ ...request, bytes: event.encodedDataLength });
});
// The page keeps polling and holds a socket open, so 'networkidle' never comes: load, then let lazy chunks land.
await page.goto(`${base}/m/score`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await browser.close();

for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
  console.log(
    `${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.encoding || 'identity'}  ${s.url.replace(base, '')}`,
  );
}
for (const [type, t] of [...totals].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(
    `${type.padEnd(10)} ${String(t.count).padStart(3)} responses ${(t.bytes / 1024).toFixed(1).padStart(8)} KB`,
  );
}
const js = totals.get('Script') ?? { count: 0, bytes: 0 };
console.log(`\n/m/score transferred JavaScript: ${js.count} files, ${(js.bytes / 1024).toFixed(1)} KB`);
