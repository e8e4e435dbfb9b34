import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { cuttableTransport, inbox, nextEvent, ready, startService, until } from './harness';

const texts = (list: Message[]) => list.map((m) => (m.payload as { text?: string }).text);

describe('reconnect and recovery against the real service', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('after a drop: pending requests resent, every missed C2C and group message delivered once, in order, unread right', async () => {
    const cut = cuttableTransport();
    const alice = await ready(service.url, 'r-alice');
    const bob = await ready(service.url, 'r-bob', { transport: cut.transport });
    const { group } = (await alice.createGroup({ type: Chat.TYPES.GRP_CHATROOM, name: 'recovery' })).data;
    await bob.joinGroup({ groupID: group.groupID });
    const got = inbox(bob);
    const netStates: string[] = [];
    bob.on(Chat.EVENT.NET_STATE_CHANGE, (e) => netStates.push(e.data.state));

    cut.block();
    await until(() => netStates.includes('connecting'));
    // A call made while offline waits and is sent after the reconnect.
    const pendingList = bob.getGroupList();
    for (let i = 0; i < 5; i += 1) {
      await alice.sendMessage(
        alice.createTextMessage({ to: 'r-bob', conversationType: 'C2C', payload: { text: `c${i}` } }),
      );
      await alice.sendMessage(
        alice.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: `g${i}` } }),
      );
    }
    expect(got).toHaveLength(0);
    const reloaded = nextEvent(bob, Chat.EVENT.SDK_RELOAD, () => true, 10_000);
    cut.unblock();
    await reloaded;
    expect((await pendingList).data.groupList.map((g) => g.groupID)).toContain(group.groupID);
    await until(() => got.length >= 10);
    const c2c = got.filter((m) => m.conversationType === 'C2C');
    const grp = got.filter((m) => m.conversationType === 'GROUP' && m.type === Chat.TYPES.MSG_TEXT);
    expect(texts(c2c)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(texts(grp)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
    expect(new Set(got.map((m) => m.ID)).size).toBe(got.length);
    const convs = (await bob.getConversationList()).data.conversationList;
    expect(convs.find((c) => c.conversationID === 'C2Cr-alice')!.unreadCount).toBe(5);
    expect(convs.find((c) => c.conversationID === `GROUP${group.groupID}`)!.unreadCount).toBe(5);
    expect(netStates.at(-1)).toBe('connected');
    // Nothing arrives twice later either (a second sync replays nothing).
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toHaveLength(10);
    await alice.destroy();
    await bob.destroy();
  });
});

describe('service restart', () => {
  it('clients reconnect to the restarted service and lose nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tifo-chat-'));
    const databaseUrl = `sqlite:${join(dir, 'im.db')}`;
    let service = await startService({ databaseUrl });
    const port = service.port;
    const alice = await ready(service.url, 's-alice');
    const bob = await ready(service.url, 's-bob');
    const got = inbox(bob);
    await alice.sendMessage(
      alice.createTextMessage({ to: 's-bob', conversationType: 'C2C', payload: { text: 'before' } }),
    );
    await until(() => got.length === 1);
    const reloaded = nextEvent(bob, Chat.EVENT.SDK_RELOAD, () => true, 15_000);
    const aliceBack = nextEvent(alice, Chat.EVENT.SDK_RELOAD, () => true, 15_000);
    await service.close();
    service = await startService({ databaseUrl, port });
    await Promise.all([reloaded, aliceBack]);
    await alice.sendMessage(
      alice.createTextMessage({ to: 's-bob', conversationType: 'C2C', payload: { text: 'after' } }),
    );
    await until(() => got.length === 2);
    expect(texts(got)).toEqual(['before', 'after']);
    expect(bob.getTotalUnreadMessageCount()).toBe(2);
    await alice.destroy();
    await bob.destroy();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
