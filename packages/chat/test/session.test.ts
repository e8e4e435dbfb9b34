import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, SdkState } from '../src';
import { admin, codeOf, newChat, nextEvent, ready, startService, userSig } from './harness';

let service: Awaited<ReturnType<typeof startService>>;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});

describe('session against the real service', () => {
  it('validates login input (2002, 2003) and rejects a bad signature with the server code', async () => {
    const chat = newChat(service.url);
    expect(await codeOf(() => chat.login({ userID: '', userSig: 'x' }))).toBe(2002);
    expect(await codeOf(() => chat.login({ userID: 'u1', userSig: '' }))).toBe(2003);
    expect(await codeOf(() => chat.login({ userID: 'u1', userSig: userSig('someone-else') }))).toBe(70001);
    expect(chat.isReady()).toBe(false);
    await chat.destroy();
    expect(await codeOf(() => Chat.create({ SDKAppID: 0 }))).toBe(2000);
  });

  it('gates calls with 2999 until SDK_READY, then works; NET_STATE_CHANGE only on change', async () => {
    const chat = newChat(service.url);
    const states: string[] = [];
    chat.on(Chat.EVENT.NET_STATE_CHANGE, (e) => states.push(e.data.state));
    expect(await codeOf(() => chat.getConversationList())).toBe(2999);
    expect(
      await codeOf(() =>
        chat.createTextMessage({ to: 'x', conversationType: 'C2C', payload: { text: 'a' } }),
      ),
    ).toBe(2999);
    const readyEvent = nextEvent(chat, Chat.EVENT.SDK_READY);
    const res = await chat.login({ userID: 'gate', userSig: userSig('gate') });
    expect(res).toEqual({ code: 0, data: { repeatLogin: false, errorInfo: '' } });
    await readyEvent;
    expect(chat.isReady()).toBe(true);
    expect((await chat.getConversationList()).code).toBe(0);
    expect(states).toEqual(['connecting', 'connected']);
    // Same user again: ok with repeatLogin.
    expect((await chat.login({ userID: 'gate', userSig: userSig('gate') })).data.repeatLogin).toBe(true);
    const notReady = nextEvent(chat, Chat.EVENT.SDK_NOT_READY);
    await chat.logout();
    await notReady;
    expect(await codeOf(() => chat.getConversationList())).toBe(2999);
    // Another login within 15 s of the last attempt is refused.
    expect(await codeOf(() => chat.login({ userID: 'gate', userSig: userSig('gate') }))).toBe(2025);
    await chat.destroy();
    expect(await codeOf(() => chat.getConversationList())).toBe(2999);
  });

  it('a second login of the same user on the same platform kicks the first (multipleDevice)', async () => {
    const first = await ready(service.url, 'kick-me', { platform: 'web' });
    const kicked = nextEvent(first, Chat.EVENT.KICKED_OUT);
    const notReady = nextEvent(first, Chat.EVENT.SDK_NOT_READY);
    const second = await ready(service.url, 'kick-me', { platform: 'web' });
    expect((await kicked).type).toBe(Chat.TYPES.KICKED_OUT_MULT_DEVICE);
    await notReady;
    expect(first.isReady()).toBe(false);
    expect(await codeOf(() => first.getConversationList())).toBe(2999);
    // Another platform is a separate session.
    const third = await ready(service.url, 'kick-me', { platform: 'h5' });
    expect(second.isReady()).toBe(true);
    for (const c of [first, second, third]) await c.destroy();
  });

  it('a kick through the admin REST API arrives as REST_API_Kick', async () => {
    const chat = await ready(service.url, 'rest-kicked');
    const kicked = nextEvent(chat, Chat.EVENT.KICKED_OUT);
    expect((await admin(service.adminPort, 'kick', { userID: 'rest-kicked' })).code).toBe(0);
    expect((await kicked).type).toBe(Chat.TYPES.KICKED_OUT_REST_API);
    expect(chat.isReady()).toBe(false);
    await chat.destroy();
  });

  it('a signature that expires during the session kicks with userSigExpired', async () => {
    const chat = newChat(service.url);
    const isReady = nextEvent(chat, Chat.EVENT.SDK_READY);
    await chat.login({ userID: 'short', userSig: userSig('short', 2) });
    await isReady;
    const kicked = await nextEvent(chat, Chat.EVENT.KICKED_OUT, () => true, 5000);
    expect(kicked.type).toBe(Chat.TYPES.KICKED_OUT_USERSIG_EXPIRED);
    expect(chat.isReady()).toBe(false);
    await chat.destroy();
  });

  it('exposes its lifecycle state for diagnostics', () => {
    expect(Object.values(SdkState)).toContain('ready');
  });
});
