import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Chat } from '../src';
import { newChat, nextEvent, startService, userSig } from './harness';

let service: Awaited<ReturnType<typeof startService>>;

beforeAll(async () => {
  service = await startService({ purchaseBits: '1010' });
});
afterAll(async () => {
  await service.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Chat.create: one instance per SDKAppID', () => {
  it('returns the same instance until destroy(), a new one after; isolated ones are never shared', async () => {
    const a = Chat.create({ SDKAppID: 4242, server: service.url });
    expect(Chat.create({ SDKAppID: 4242, server: 'ws://elsewhere/im' })).toBe(a);
    expect(Chat.create({ SDKAppID: 4243, server: service.url })).not.toBe(a);
    const own = Chat.create({ SDKAppID: 4242, server: service.url, isolated: true });
    expect(own).not.toBe(a);
    expect(Chat.create({ SDKAppID: 4242 })).toBe(a);
    await a.destroy();
    const b = Chat.create({ SDKAppID: 4242, server: service.url });
    expect(b).not.toBe(a);
    await Promise.all([b.destroy(), own.destroy(), Chat.create({ SDKAppID: 4243 }).destroy()]);
  });
});

describe('login result', () => {
  it('carries errorInfo: empty on a first login, the reason on a repeat login', async () => {
    const chat = newChat(service.url);
    const isReady = nextEvent(chat, Chat.EVENT.SDK_READY);
    const first = await chat.login({ userID: 'lc-errinfo', userSig: userSig('lc-errinfo') });
    expect(first.data).toEqual({ repeatLogin: false, errorInfo: '' });
    await isReady;
    const again = await chat.login({ userID: 'lc-errinfo', userSig: userSig('lc-errinfo') });
    expect(again.data.repeatLogin).toBe(true);
    expect(again.data.errorInfo).toMatch(/already logged in/);
    await chat.destroy();
  });
});

describe('once', () => {
  it('calls a once listener for one event only, and off() removes it before it fires', async () => {
    const chat = newChat(service.url);
    const calls: string[] = [];
    const removed = () => calls.push('removed');
    chat.once(Chat.EVENT.NET_STATE_CHANGE, (e) => calls.push(e.data.state));
    chat.once(Chat.EVENT.NET_STATE_CHANGE, removed);
    chat.off(Chat.EVENT.NET_STATE_CHANGE, removed);
    const isReady = nextEvent(chat, Chat.EVENT.SDK_READY);
    await chat.login({ userID: 'lc-once', userSig: userSig('lc-once') });
    await isReady;
    await chat.logout();
    expect(calls).toHaveLength(1);
    await chat.destroy();
  });
});

describe('setLogLevel', () => {
  it('controls what the SDK writes: 0 traces requests, 2 (default) only warnings and errors, 4 nothing', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = newChat(service.url);
    quiet.on(Chat.EVENT.SDK_READY, () => {
      throw new Error('host bug');
    });
    const loud = newChat(service.url);
    loud.setLogLevel(0);
    const bothReady = Promise.all([
      nextEvent(quiet, Chat.EVENT.SDK_READY),
      nextEvent(loud, Chat.EVENT.SDK_READY),
    ]);
    await Promise.all([
      quiet.login({ userID: 'lc-quiet', userSig: userSig('lc-quiet') }),
      loud.login({ userID: 'lc-loud', userSig: userSig('lc-loud') }),
    ]);
    await bothReady;
    expect(debug.mock.calls.some((c) => c.includes('request') && c.includes('session.login'))).toBe(true);
    expect(info.mock.calls.some((c) => c.includes('login lc-loud'))).toBe(true);
    expect(info.mock.calls.some((c) => c.includes('login lc-quiet'))).toBe(false);
    // The default level shows a throwing host listener.
    expect(error.mock.calls.some((c) => c.includes('event listener failed'))).toBe(true);

    error.mockClear();
    debug.mockClear();
    loud.setLogLevel(4);
    loud.on(Chat.EVENT.SDK_NOT_READY, () => {
      throw new Error('host bug');
    });
    await loud.logout();
    expect(error).not.toHaveBeenCalled();
    expect(debug).not.toHaveBeenCalled();
    await Promise.all([quiet.destroy(), loud.destroy()]);
  });
});
