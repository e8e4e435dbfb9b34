import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type TimelineItem, type WireMessage } from '@tifo/protocol';
import { signUserSig } from '@tifo/protocol/node';
import { startHarness, type Harness } from './harness';
import { codeOf, TEST_APP, TEST_SECRET } from './client';
import { adminCall } from './admin-call';

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const admin = (path: string, body: unknown) => adminCall(h.server.adminPort, path, body);
const sigAt = (userID: string, generation: number) =>
  signUserSig({ secret: TEST_SECRET, sdkAppID: TEST_APP, userID, expireSeconds: 3600, generation });

beforeAll(async () => {
  h = await startHarness({ liveTickMs: 20 });
});
afterAll(() => h.close());

// Issue 8 item 6: a message shows its sender's stored profile, whatever the client claims.
describe('sender identity', () => {
  it('C2C and group messages carry the stored nick and avatar, not the client’s', async () => {
    await admin('account/import', { userID: 'si-ana', nick: 'Ana', avatar: 'https://img.example/ana.png' });
    const ana = await h.client('si-ana');
    const bob = await h.client('si-bob');
    const forged = { nick: 'administrator', avatar: 'https://evil.example/admin.png' };
    const c2c = (
      await ana.call('msg.sendC2C', { to: 'si-bob', elements: text('hi'), random: rnd++, ...forged })
    ).message;
    expect([c2c.nick, c2c.avatar]).toEqual(['Ana', 'https://img.example/ana.png']);
    const pushed = await bob.waitPush<TimelineItem>((p) => (p.body as TimelineItem).message?.ID === c2c.ID);
    expect(pushed.body.message?.nick).toBe('Ana');
    const g = (
      await ana.call('group.create', { type: 'Public', name: 'club', memberList: [{ userID: 'si-bob' }] })
    ).group.groupID;
    const gm = (
      await ana.call('msg.sendGroup', { groupID: g, elements: text('hey'), random: rnd++, ...forged })
    ).message;
    expect([gm.nick, gm.avatar]).toEqual(['Ana', 'https://img.example/ana.png']);
    const live = (await ana.call('group.create', { type: 'AVChatRoom', name: 'match' })).group.groupID;
    await ana.call('group.join', { groupID: live });
    const lm = (
      await ana.call('msg.sendGroup', { groupID: live, elements: text('goal'), random: rnd++, ...forged })
    ).message;
    expect(lm.nick).toBe('Ana');
    // A profile change through the admin API shows on the next message.
    await admin('account/update', { userID: 'si-ana', nick: 'Ana Paula' });
    const next = (await ana.call('msg.sendC2C', { to: 'si-bob', elements: text('again'), random: rnd++ }))
      .message;
    expect(next.nick).toBe('Ana Paula');
    // A user never imported shows an empty nick, not a chosen one.
    const eve = await h.client('si-eve');
    const e = (await eve.call('msg.sendC2C', { to: 'si-bob', elements: text('x'), random: rnd++, ...forged }))
      .message;
    expect([e.nick, e.avatar]).toEqual(['', '']);
  });

  it('forwarded items of a merged message carry their senders’ stored nick', async () => {
    await admin('account/import', { userID: 'si-carl', nick: 'Carl' });
    const dan = await h.client('si-dan');
    const m = (
      await dan.call('msg.sendC2C', {
        to: 'si-carl',
        random: rnd++,
        elements: [
          {
            type: 'TIMRelayElem',
            content: {
              title: 'chat',
              abstractList: ['Carl: hi'],
              compatibleText: 'upgrade',
              messageNumber: 1,
              messageList: [
                {
                  from: 'si-carl',
                  nick: 'administrator',
                  avatar: 'https://evil.example/a.png',
                  time: 1,
                  elements: text('hi'),
                },
              ],
            },
          },
        ],
      })
    ).message;
    const item = (m.elements[0]!.content as { messageList: WireMessage[] }).messageList[0]!;
    expect([item.from, item.nick, item.avatar]).toEqual(['si-carl', 'Carl', '']);
  });

  it('the admin API may still name the nick of its own messages', async () => {
    await h.client('si-fan');
    const g = await admin('group/create', { type: 'Public', name: 'n', memberList: [{ userID: 'si-fan' }] });
    const groupID = (g.data.group as { groupID: string }).groupID;
    const sent = await admin('message/group', { groupID, nick: 'Tifo', elements: text('notice') });
    expect((sent.data.message as WireMessage).nick).toBe('Tifo');
  });
});

// Issue 8 item 14: POST /im/admin/account/revoke ends old signatures and the sessions they opened.
describe('signature generations', () => {
  it('kicks live sessions below the generation (type 3), refuses their logins (70002), keeps the highest', async () => {
    const old = await h.client();
    await old.call('session.login', {
      SDKAppID: TEST_APP,
      userID: 'sg-u',
      userSig: sigAt('sg-u', 0),
      platform: 'web',
    });
    const current = await h.client();
    await current.call('session.login', {
      SDKAppID: TEST_APP,
      userID: 'sg-u',
      userSig: sigAt('sg-u', 1),
      platform: 'app',
    });
    const r = await admin('account/revoke', { userID: 'sg-u', generation: 1 });
    expect(r).toMatchObject({ code: 0, data: { userID: 'sg-u', generation: 1 } });
    const kicked = await old.waitPush<{ type: number }>((p) => p.push === PUSH.KICKED);
    expect(kicked.body.type).toBe(3);
    await old.closed;
    const again = await h.client();
    expect(
      await codeOf(
        again.call('session.login', { SDKAppID: TEST_APP, userID: 'sg-u', userSig: sigAt('sg-u', 0) }),
      ),
    ).toBe(70002);
    // The session signed at generation 1 lives on.
    expect((await current.call('session.hello', {})).timeStamp).toBeGreaterThan(0);
    expect(current.pushes.some((p) => p.push === PUSH.KICKED)).toBe(false);
    // A late, lower call does not lower the stored generation.
    expect((await admin('account/revoke', { userID: 'sg-u', generation: 0 })).data.generation).toBe(1);
    // It survives a restart (stored in the im database).
    await h.restart();
    const later = await h.client();
    expect(
      await codeOf(
        later.call('session.login', { SDKAppID: TEST_APP, userID: 'sg-u', userSig: sigAt('sg-u', 0) }),
      ),
    ).toBe(70002);
    await later.call('session.login', { SDKAppID: TEST_APP, userID: 'sg-u', userSig: sigAt('sg-u', 2) });
  });

  it('answers 60003 for a bad body and revokes users never seen before', async () => {
    expect((await admin('account/revoke', { userID: 'sg-x', generation: -1 })).code).toBe(60003);
    expect((await admin('account/revoke', { userID: '', generation: 1 })).code).toBe(60003);
    expect((await admin('account/revoke', { userID: 'sg-new', generation: 3 })).data.generation).toBe(3);
    const c = await h.client();
    expect(
      await codeOf(
        c.call('session.login', { SDKAppID: TEST_APP, userID: 'sg-new', userSig: sigAt('sg-new', 2) }),
      ),
    ).toBe(70002);
  });
});
