#!/usr/bin/env node
// What an idle page keeps doing: loads a page of a running product in Chromium (/usr/bin/chromium, a phone
// viewport), waits for it to settle, then records a DevTools timeline trace over SECONDS of idle and prints the
// main thread's rendering work (style recalculations, pre-paints, paints and their milliseconds), the React
// commits in that time (through the hook React DOM reports commits to, as the DevTools extension does), the DOM
// mutations, and every endless animation with the properties it animates. A page at rest should show a few
// rendering updates a second at most; one per frame means something animates or repaints without end.
// Usage: BASE_URL=http://127.0.0.1:3000 [SECONDS=10] node bench/src/score-idle.mjs [/m/score]
// The functions given to addInitScript and evaluate run in the page, with the browser's globals.
/* global window, document, MutationObserver */
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.SECONDS ?? 10);
const pagePath = process.argv[2] ?? '/m/score';
const COUNTED = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'TimerFire', 'EventDispatch'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
// React DOM announces itself to this hook when it loads and reports every commit to it.
await page.addInitScript(() => {
  window.__commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: () => {
      window.__commits += 1;
    },
  };
});
await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
// Lazy chunks, the first data and the first clocks.
await page.waitForTimeout(6000);

const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await page.evaluate(() => {
  window.__commitsBefore = window.__commits;
  window.__mutations = 0;
  new MutationObserver((records) => {
    window.__mutations += records.length;
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
});
await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
await page.waitForTimeout(seconds * 1000);
await cdp.send('Tracing.end');
await complete;

const state = await page.evaluate(() => ({
  commits: window.__commits - window.__commitsBefore,
  mutations: window.__mutations,
  animations: document
    .getAnimations()
    .filter((a) => a.effect?.getTiming().iterations === Infinity)
    .map(
      (a) =>
        `${a.animationName} (${a.playState}): ${[...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p)).join(', ')}`,
    ),
}));
const counts = new Map(COUNTED.map((name) => [name, { count: 0, ms: 0 }]));
for (const event of events) {
  const entry = counts.get(event.name);
  if (!entry || event.ph === 'E') continue;
  entry.count += 1;
  entry.ms += (event.dur ?? 0) / 1000;
}
process.stdout.write(`${pagePath}, ${seconds} s idle:\n`);
for (const [name, { count, ms }] of counts) {
  process.stdout.write(`  ${name}: ${count} (${ms.toFixed(0)} ms)\n`);
}
process.stdout.write(`  React commits: ${state.commits}; DOM mutations: ${state.mutations}\n`);
process.stdout.write(`  endless animations: ${state.animations.length}\n`);
for (const line of [...new Set(state.animations)]) process.stdout.write(`    ${line}\n`);
await browser.close();
