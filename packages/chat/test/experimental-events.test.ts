import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import { SDK_APP_ID, codeOf, newChat, nextEvent, ready, startService, userSig } from './harness';

// Issue 28, 1.5 and 1.7: the ability queries UI kits make at login, SDK_DESTROY and GROUP_SYSTEM_NOTICE_RECEIVED.

let plain: Awaited<ReturnType<typeof startService>>;
let translating: Awaited<ReturnType<typeof startService>>;

beforeAll(async () => {
  // Our abilities 0 (conversation mark) and 2 (group counter) bought; no translator.
  plain = await startService({ purchaseBits: '1010000000' });
  // A translator configured (unreachable: the flag says configured, not reachable).
  translating = await startService({ translateUrl: 'http://127.0.0.1:1/translate' });
});
afterAll(async () => {
  await Promise.all([plain.close(), translating.close()]);
});

/** Logs in and answers the query while login has resolved but SDK_READY has not been emitted yet. */
async function askBeforeReady(url: string, userID: string, mask: number) {
  const chat = newChat(url);
  const isReady = nextEvent(chat, Chat.EVENT.SDK_READY);
  await chat.login({ userID, userSig: userSig(userID) });
  const readyBefore = chat.isReady();
  const answer = await chat.callExperimentalAPI('isCommercialAbilityEnabled', mask);
  await isReady;
  return { chat, readyBefore, answer };
}

describe('callExperimentalAPI ability queries (Tencent feature bits)', () => {
  it('answers before SDK_READY, as the UI kit asks right after login: translation off without a translator', async () => {
    const { chat, readyBefore, answer } = await askBeforeReady(plain.url, 'xe-a', 2 ** 38);
    expect(readyBefore).toBe(false);
    expect(answer).toEqual({ code: 0, data: { enabled: false } });
    await chat.destroy();
  });

  it('answers translation on when the service has a translator', async () => {
    const { chat, answer } = await askBeforeReady(translating.url, 'xe-b', 2 ** 38);
    expect(answer.data).toEqual({ enabled: true });
    await chat.destroy();
  });

  it("maps Tencent's bits to this service's abilities, and features it lacks to false", async () => {
    const chat = await ready(plain.url, 'xe-c');
    const ask = async (mask: number | string) =>
      ((await chat.callExperimentalAPI('isCommercialAbilityEnabled', mask)).data as { enabled: boolean })
        .enabled;
    expect(await ask(2 ** 9)).toBe(true); // CONV_MARK: our ability 0, bought
    expect(await ask(2 ** 15)).toBe(true); // GRP_COUNTER: our ability 2, bought
    expect(await ask(2 ** 9 + 2 ** 15)).toBe(true);
    expect(await ask(String(2 ** 3))).toBe(true); // communities: no purchase needed
    expect(await ask(2 ** 10)).toBe(false); // CONV_GROUP: our ability 1, not bought
    expect(await ask(2 ** 9 + 2 ** 10)).toBe(false);
    expect(await ask(2 ** 5)).toBe(false); // read receipts: our ability 9, not bought
    expect(await ask(2 ** 48)).toBe(false); // emoji reactions: not in this service
    expect(await ask(2 ** 39)).toBe(false); // voice to text: not in this service
    expect(await codeOf(() => chat.callExperimentalAPI('isCommercialAbilityEnabled', -1))).toBe(60003);
    expect(await codeOf(() => chat.callExperimentalAPI('isCommercialAbilityEnabled', 'x'))).toBe(60003);
    expect((await chat.callExperimentalAPI('isFeatureEnabledForStat', 2 ** 9)).data).toEqual({
      enabled: true,
    });
    expect(await codeOf(() => chat.callExperimentalAPI('noSuchApi', {}))).toBe(2905);
    await chat.destroy();
  });

  it('answers canIUseModule and isIntl synchronously, and before any login', async () => {
    const chat = newChat(plain.url);
    expect(chat.callExperimentalAPI('canIUseModule', ['group-module'])).toBe(true);
    expect(chat.callExperimentalAPI('canIUseModule', ['relationship-module', 'group-module'])).toBe(true);
    expect(chat.callExperimentalAPI('canIUseModule', ['signaling-module'])).toBe(false);
    expect(chat.callExperimentalAPI('isIntl')).toBe(false);
    // Nothing is known of the service before a login: not enabled (Tencent answers from an empty table too).
    expect((await chat.callExperimentalAPI('isCommercialAbilityEnabled', 2 ** 9)).data).toEqual({
      enabled: false,
    });
    expect((await chat.callExperimentalAPI('reportTUIFeatureUsage', { atomicStoreID: 1 })).code).toBe(0);
    await chat.destroy();
  });
});

describe('SDK_DESTROY', () => {
  it('fires once on destroy, after the logout, with the SDKAppID', async () => {
    const chat = await ready(plain.url, 'xe-d');
    const seen: unknown[] = [];
    chat.on(Chat.EVENT.SDK_NOT_READY, () => seen.push('notReady'));
    chat.on(Chat.EVENT.SDK_DESTROY, (event) => seen.push(event.data));
    await chat.destroy();
    expect(seen).toEqual(['notReady', { SDKAppID: SDK_APP_ID }]);
  });
});

describe('GROUP_SYSTEM_NOTICE_RECEIVED', () => {
  it('fires with {type, message} for a group system notice, besides MESSAGE_RECEIVED', async () => {
    const owner = await ready(plain.url, 'xe-owner');
    const member = await ready(plain.url, 'xe-member');
    const { data } = await owner.createGroup({
      type: Chat.TYPES.GRP_PUBLIC,
      name: 'notices',
      memberList: [{ userID: 'xe-member' }],
    });
    const groupID = data.group.groupID;
    const notice = nextEvent(member, Chat.EVENT.GROUP_SYSTEM_NOTICE_RECEIVED, (d) => d.type === 4);
    await owner.deleteGroupMember({ groupID, userIDList: ['xe-member'] });
    const { type, message } = await notice;
    expect(type).toBe(4); // kicked out
    expect(message.type).toBe(Chat.TYPES.MSG_GRP_SYS_NOTICE);
    expect((message.payload as { groupProfile: { groupID: string } }).groupProfile.groupID).toBe(groupID);
    await Promise.all([owner.destroy(), member.destroy()]);
  });
});
