import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import type * as Sdk from '../src';

/** The bundle's global (an IIFE named TifoChat). */
type SdkModule = typeof Sdk;
import { SDK_APP_ID, inbox, ready, startService, until, userSig } from './harness';

let service: Awaited<ReturnType<typeof startService>>;
let browser: Browser;
let page: Page;
let bundle: string;

// The SDK runs in a real Chromium page (and a worker inside it), served from the service's origin so the
// live-room long poll is same-origin, as it is behind the product's /im proxy.
beforeAll(async () => {
  service = await startService();
  const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'TifoChat',
    write: false,
    logLevel: 'silent',
  });
  bundle = out.outputFiles[0]!.text;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'],
  });
  page = await browser.newPage();
  const origin = `http://127.0.0.1:${service.port}`;
  await page.route(`${origin}/__chat_test`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>chat</title><body></body>' }),
  );
  await page.goto(`${origin}/__chat_test`);
  await page.addScriptTag({ content: bundle });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

describe('the SDK in a browser and in a web worker', () => {
  it('logs in from a page over the browser WebSocket, receives and sends', async () => {
    const bob = await ready(service.url, 'br-bob');
    const bobInbox = inbox(bob);
    const sig = userSig('br-alice');
    await page.evaluate(
      async ({ appID, sig }) => {
        const { Chat } = (window as never as { TifoChat: SdkModule }).TifoChat;
        const chat = Chat.create({ SDKAppID: appID });
        const w = window as never as { received: string[]; chat: Chat };
        w.received = [];
        w.chat = chat;
        chat.on(Chat.EVENT.MESSAGE_RECEIVED, (e) => {
          for (const m of e.data) w.received.push((m.payload as { text: string }).text);
        });
        const isReady = new Promise((resolve) => chat.on(Chat.EVENT.SDK_READY, resolve));
        await chat.login({ userID: 'br-alice', userSig: sig });
        await isReady;
      },
      { appID: SDK_APP_ID, sig },
    );
    await bob.sendMessage(
      bob.createTextMessage({ to: 'br-alice', conversationType: 'C2C', payload: { text: 'to the page' } }),
    );
    await page.waitForFunction(() =>
      (window as never as { received: string[] }).received.includes('to the page'),
    );
    await page.evaluate(async () => {
      const { chat } = window as never as { chat: Chat };
      await chat.sendMessage(
        chat.createTextMessage({ to: 'br-bob', conversationType: 'C2C', payload: { text: 'from the page' } }),
      );
    });
    await until(() =>
      bobInbox.some((m: Message) => (m.payload as { text: string }).text === 'from the page'),
    );
    await page.evaluate(() => (window as never as { chat: Chat }).chat.destroy());
    await bob.destroy();
  }, 30_000);

  it('runs inside a web worker', async () => {
    const sig = userSig('wk-carol');
    const dave = await ready(service.url, 'wk-dave');
    const result = page.evaluate(
      ({ bundle, appID, sig, server }) =>
        new Promise<string>((resolve, reject) => {
          const source = `${bundle}
            const { Chat } = TifoChat;
            const chat = Chat.create({ SDKAppID: ${appID}, server: ${JSON.stringify(server)} });
            chat.on(Chat.EVENT.SDK_READY, () => postMessage({ ready: true }));
            chat.on(Chat.EVENT.MESSAGE_RECEIVED, (e) => postMessage({ text: e.data[0].payload.text }));
            chat.login({ userID: 'wk-carol', userSig: ${JSON.stringify(sig)} }).catch((e) => postMessage({ error: e.code }));`;
          const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
          const timer = setTimeout(() => reject(new Error('worker timeout')), 15000);
          worker.onmessage = (e: MessageEvent<{ ready?: boolean; text?: string; error?: number }>) => {
            if (e.data.ready) (window as never as { workerReady: boolean }).workerReady = true;
            if (e.data.error) reject(new Error(`login failed ${e.data.error}`));
            if (e.data.text) {
              clearTimeout(timer);
              worker.terminate();
              resolve(e.data.text);
            }
          };
        }),
      { bundle, appID: SDK_APP_ID, sig, server: service.url },
    );
    await page.waitForFunction(() => (window as never as { workerReady?: boolean }).workerReady === true);
    await dave.sendMessage(
      dave.createTextMessage({ to: 'wk-carol', conversationType: 'C2C', payload: { text: 'to the worker' } }),
    );
    expect(await result).toBe('to the worker');
    await dave.destroy();
  }, 30_000);

  it('an anonymous page reads a live room by long poll', async () => {
    const host = await ready(service.url, 'br-host');
    const { group } = (await host.createGroup({ type: Chat.TYPES.GRP_AVCHATROOM, name: 'live' })).data;
    await page.evaluate(async (groupID) => {
      const { Chat } = (window as never as { TifoChat: SdkModule }).TifoChat;
      const viewer = Chat.create({ SDKAppID: 1 });
      const w = window as never as { live: string[] };
      w.live = [];
      viewer.on(Chat.EVENT.MESSAGE_RECEIVED, (e) => {
        for (const m of e.data) w.live.push((m.payload as { text: string }).text);
      });
      await viewer.joinGroup({ groupID });
    }, group.groupID);
    await host.sendMessage(
      host.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: 'kick-off' } }),
    );
    await page.waitForFunction(
      () => (window as never as { live: string[] }).live.includes('kick-off'),
      undefined,
      {
        timeout: 10_000,
      },
    );
    await host.destroy();
  }, 30_000);
});
