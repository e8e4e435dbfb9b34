import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../../src';
import type { Message } from '../../src';
import { SDK_APP_ID, inbox, ready, startService, until, userSig } from '../harness';
import { installOffline, packPackage } from './pack';

const run = promisify(execFile);

let service: Awaited<ReturnType<typeof startService>>;
let installed: { dir: string; ws: 'cache' | 'local tarball' };
let browser: Browser | undefined;
let tarball = '';

// The tarball as a host gets it: built, packed, installed into an empty folder with no network.
beforeAll(async () => {
  service = await startService();
  tarball = await packPackage();
  installed = await installOffline(tarball);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
  if (installed) rmSync(installed.dir, { recursive: true, force: true });
  if (tarball) rmSync(dirname(tarball), { recursive: true, force: true });
});

const textOf = (m: Message): string => (m.payload as { text?: string }).text ?? '';

describe('the packed @tifo/chat installed into an empty folder', () => {
  it('has no unpublished dependency: ws only, and the protocol bundled in', () => {
    const manifest = JSON.parse(
      readFileSync(join(installed.dir, 'node_modules/@tifo/chat/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string>; private?: boolean };
    expect(Object.keys(manifest.dependencies)).toEqual(['ws']);
    expect(manifest.private).toBeUndefined();
    const importsProtocol =
      /from\s*["']@tifo\/protocol|require\(["']@tifo\/protocol|import\(["']@tifo\/protocol/;
    for (const file of ['index.js', 'index.cjs', 'index.d.ts', 'tifo-chat.min.js']) {
      const code = readFileSync(join(installed.dir, 'node_modules/@tifo/chat', file), 'utf8');
      expect(importsProtocol.test(code), file).toBe(false);
    }
    // The script-tag bundle never loads ws (pages use their own WebSocket).
    const script = readFileSync(join(installed.dir, 'node_modules/@tifo/chat/tifo-chat.min.js'), 'utf8');
    expect(script).not.toMatch(/require\(["']ws["']\)|from\s*["']ws["']|import\(["']ws["']\)/);
  });

  it('plain node (ESM import, no TypeScript loader) logs in, sends and receives; require() works too', async () => {
    const bob = await ready(service.url, 'pkg-bob');
    const bobInbox = inbox(bob);
    const script = `
      import { Chat } from '@tifo/chat';
      import { createRequire } from 'node:module';
      const required = createRequire(import.meta.url)('@tifo/chat');
      if (typeof required.Chat.create !== 'function') throw new Error('require() gave no Chat');
      const chat = Chat.create({ SDKAppID: ${SDK_APP_ID}, server: process.env.IM_URL });
      const ready = new Promise((resolve) => chat.on(Chat.EVENT.SDK_READY, resolve));
      chat.on(Chat.EVENT.MESSAGE_RECEIVED, async (event) => {
        for (const m of event.data) {
          if (m.from !== 'pkg-bob') continue;
          console.log('RECEIVED ' + m.payload.text);
          await chat.destroy();
          process.exit(0);
        }
      });
      await chat.login({ userID: 'pkg-node', userSig: process.env.USER_SIG });
      await ready;
      await chat.sendMessage(chat.createTextMessage({ to: 'pkg-bob', conversationType: Chat.TYPES.CONV_C2C, payload: { text: 'hello from node' } }));
      console.log('SENT');
      setTimeout(() => { console.log('TIMEOUT'); process.exit(1); }, 15000);
    `;
    writeFileSync(join(installed.dir, 'client.mjs'), script);
    const child = run(process.execPath, ['client.mjs'], {
      cwd: installed.dir,
      env: { ...process.env, IM_URL: service.url, USER_SIG: userSig('pkg-node') },
      timeout: 30_000,
    });
    await until(() => bobInbox.some((m) => textOf(m) === 'hello from node'), 15_000);
    await bob.sendMessage(
      bob.createTextMessage({
        to: 'pkg-node',
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { text: 'hi node' },
      }),
    );
    const { stdout } = await child;
    expect(stdout).toContain('SENT');
    expect(stdout).toContain('RECEIVED hi node');
    await bob.destroy();
  }, 60_000);

  it('a CommonJS TypeScript host compiles tim-js-sdk style: import TIM = require(...), then TIM.create', async () => {
    writeFileSync(
      join(installed.dir, 'host.cts'),
      `import TIM = require('@tifo/chat');
const chat = TIM.create({ SDKAppID: ${SDK_APP_ID} });
chat.on(TIM.EVENT.SDK_READY, () => undefined);
export = chat;
`,
    );
    const config = {
      compilerOptions: {
        strict: true,
        module: 'node16',
        moduleResolution: 'node16',
        noEmit: true,
        types: [],
      },
      files: ['host.cts'],
    };
    writeFileSync(join(installed.dir, 'tsconfig.cjs-host.json'), JSON.stringify(config));
    const tsc = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));
    // Rejects (with tsc's diagnostics) when the CommonJS types lack the factory.
    await run(process.execPath, [tsc, '-p', 'tsconfig.cjs-host.json'], { cwd: installed.dir });
  }, 60_000);

  it('a page loading tifo-chat.min.js with a script tag (global TifoChat) logs in, sends and receives in Chromium', async () => {
    const bob = await ready(service.url, 'pkg-bob2');
    const bobInbox = inbox(bob);
    const bundle = readFileSync(join(installed.dir, 'node_modules/@tifo/chat/tifo-chat.min.js'), 'utf8');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
      ],
    });
    const page = await browser.newPage();
    const origin = `http://127.0.0.1:${service.port}`;
    const html = `<!doctype html><title>host</title><script src="/__pkg/tifo-chat.min.js"></script>
      <script>
        window.received = [];
        window.chat = TifoChat.create({ SDKAppID: ${SDK_APP_ID} });
        chat.on(TifoChat.EVENT.MESSAGE_RECEIVED, (e) => { for (const m of e.data) received.push(m.payload.text); });
      </script>`;
    await page.route(`${origin}/__pkg/host.html`, (r) => r.fulfill({ contentType: 'text/html', body: html }));
    await page.route(`${origin}/__pkg/tifo-chat.min.js`, (r) =>
      r.fulfill({ contentType: 'text/javascript', body: bundle }),
    );
    await page.goto(`${origin}/__pkg/host.html`);
    expect(
      await page.evaluate(() => typeof (window as never as { TifoChat: typeof Chat }).TifoChat.create),
    ).toBe('function');
    await page.evaluate(async (sig) => {
      const w = window as never as { chat: Chat; TifoChat: typeof Chat };
      const isReady = new Promise((resolve) => w.chat.on(w.TifoChat.EVENT.SDK_READY, resolve));
      await w.chat.login({ userID: 'pkg-page', userSig: sig });
      await isReady;
      await w.chat.sendMessage(
        w.chat.createTextMessage({
          to: 'pkg-bob2',
          conversationType: 'C2C',
          payload: { text: 'hello from the page' },
        }),
      );
    }, userSig('pkg-page'));
    await until(() => bobInbox.some((m) => textOf(m) === 'hello from the page'), 15_000);
    await bob.sendMessage(
      bob.createTextMessage({
        to: 'pkg-page',
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { text: 'hi page' },
      }),
    );
    await page.waitForFunction(() =>
      (window as never as { received: string[] }).received.includes('hi page'),
    );
    await page.evaluate(() => (window as never as { chat: Chat }).chat.destroy());
    await bob.destroy();
  }, 60_000);
});
