import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundles } from './pack';

// Issue 28, 1.4: the package loads as tim-js-sdk loads (require gives the factory, the script tag defines TIM),
// and `npm pack` in the workspace no longer makes an uninstallable source tarball.

const run = promisify(execFile);
const chatRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Factory {
  create(options: { SDKAppID: number; isolated?: boolean }): { login: unknown; destroy(): Promise<unknown> };
  EVENT: Record<string, string>;
  TYPES: Record<string, unknown>;
  Chat: unknown;
  ChatError: unknown;
  default: unknown;
}

let dist = '';
beforeAll(async () => {
  dist = await buildBundles();
}, 300_000);
afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('loading the built package', () => {
  it("require('@tifo/chat') is the factory: const TIM = require(...); TIM.create(...)", async () => {
    const TIM = createRequire(import.meta.url)(join(dist, 'index.cjs')) as Factory;
    expect(typeof TIM).toBe('function');
    expect(TIM.EVENT.SDK_READY).toBe('sdkStateReady');
    expect(TIM.TYPES.CONV_C2C).toBe('C2C');
    // Named and default exports hang on it, for `const { Chat } = require(...)` and transpiled default imports.
    expect(TIM.Chat).toBe(TIM);
    expect(TIM.default).toBe(TIM);
    expect(typeof TIM.ChatError).toBe('function');
    const chat = TIM.create({ SDKAppID: 1400000999, isolated: true });
    expect(typeof chat.login).toBe('function');
    await chat.destroy();
  });

  it('the script-tag build defines TIM (and TifoChat) on the global object, and keeps a TIM already there', () => {
    const code = readFileSync(join(dist, 'tifo-chat.min.js'), 'utf8');
    const page = vm.createContext({});
    vm.runInContext(code, page);
    const globals = vm.runInContext('({ TIM: globalThis.TIM, TifoChat: globalThis.TifoChat })', page) as {
      TIM: Factory;
      TifoChat: Factory;
    };
    expect(typeof globals.TIM.create).toBe('function');
    expect(globals.TIM).toBe(globals.TifoChat);
    expect(globals.TIM.EVENT.SDK_READY).toBe('sdkStateReady');

    const withTencent = vm.createContext({});
    vm.runInContext('globalThis.TIM = { tencent: true };', withTencent);
    vm.runInContext(code, withTencent);
    expect(vm.runInContext('globalThis.TIM.tencent === true && typeof TifoChat.create', withTencent)).toBe(
      'function',
    );
  });
});

describe('npm pack in packages/chat', () => {
  it('fails, pointing at the tarball command, and writes no source tarball', async () => {
    const dest = mkdtempSync(join(tmpdir(), 'tifo-chat-npm-pack-'));
    try {
      const outcome = await run('npm', ['pack', '--pack-destination', dest], { cwd: chatRoot }).then(
        () => ({ failed: false, stderr: '' }),
        (error: { stderr?: string }) => ({ failed: true, stderr: error.stderr ?? '' }),
      );
      expect(outcome.failed).toBe(true);
      expect(outcome.stderr).toContain('npm run tarball -w @tifo/chat');
      expect(readdirSync(dest)).toEqual([]);
    } finally {
      rmSync(dest, { recursive: true, force: true });
    }
  }, 60_000);
});
