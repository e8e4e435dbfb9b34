import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Chat } from '../src';
import type { Message } from '../src';
import { cuttableTransport, ready, startService, until } from './harness';
import { runSocialChaos } from './chaos-social';

const CLIENTS = Number(process.env.CHAT_CHAOS_CLIENTS ?? 12);
const MESSAGES = Number(process.env.CHAT_CHAOS_MESSAGES ?? 1200);
const GROUPS = 2;
const TIMEOUT = Number(process.env.CHAT_CHAOS_TIMEOUT_MS ?? 240_000);

interface Received {
  count: Map<string, number>;
  order: Map<string, number[]>;
  text: Map<string, string>;
}

// SDK instances exchange C2C and group messages while their sockets are cut at random and the service
// restarts once. Every message must be shown to each recipient exactly once (MESSAGE_RECEIVED), in sequence
// order per conversation, and each SDK's unread counts must equal the truth.
describe('SDK chaos', () => {
  it('shows every message once, in order, with true unread counts', { timeout: TIMEOUT }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tifo-chat-chaos-'));
    const databaseUrl = `sqlite:${join(dir, 'im.db')}`;
    let service = await startService({ databaseUrl, sendRatePerSecond: 100_000 });
    const port = service.port;
    const users = Array.from({ length: CLIENTS }, (_, i) => `chaos-${i}`);
    const cuts = users.map(() => cuttableTransport());
    const first = await ready(service.url, users[0]!, { transport: cuts[0]!.transport });
    const groups: string[] = [];
    for (let g = 0; g < GROUPS; g += 1) {
      const memberList = users.slice(1).map((userID) => ({ userID }));
      groups.push(
        (await first.createGroup({ type: 'ChatRoom', name: `chaos ${g}`, memberList })).data.group.groupID,
      );
    }
    const chats: Chat[] = [first];
    for (let i = 1; i < CLIENTS; i += 1)
      chats.push(await ready(service.url, users[i]!, { transport: cuts[i]!.transport }));
    let kicks = 0;
    let errors = 0;
    for (const chat of chats) {
      chat.on(Chat.EVENT.KICKED_OUT, () => (kicks += 1));
      chat.on(Chat.EVENT.ERROR, () => (errors += 1));
    }
    const received: Received[] = chats.map((chat) => {
      const r: Received = { count: new Map(), order: new Map(), text: new Map() };
      chat.on(Chat.EVENT.MESSAGE_RECEIVED, (e) => {
        for (const m of e.data) {
          if (m.type !== Chat.TYPES.MSG_TEXT) continue;
          r.count.set(m.ID, (r.count.get(m.ID) ?? 0) + 1);
          r.text.set(m.ID, (m.payload as { text: string }).text);
          r.order.set(m.conversationID, [...(r.order.get(m.conversationID) ?? []), m.sequence]);
        }
      });
      return r;
    });

    const sent: Message[] = [];
    let drops = 0;
    let resends = 0;
    const chaos = setInterval(() => {
      const i = Math.floor(Math.random() * CLIENTS);
      cuts[i]!.block();
      drops += 1;
      setTimeout(() => cuts[i]!.unblock(), 50 + Math.random() * 350);
    }, 150);
    const started = Date.now();
    let restarting: Promise<void> | null = null;
    const perClient = Math.ceil(MESSAGES / CLIENTS);

    async function sendAll(i: number): Promise<void> {
      const chat = chats[i]!;
      for (let k = 0; k < perClient; k += 1) {
        if (i === 0 && k === Math.floor(perClient * 0.4)) {
          restarting = (async () => {
            await service.close();
            service = await startService({ databaseUrl, sendRatePerSecond: 100_000, port });
          })();
        }
        const toGroup = Math.random() < 0.3;
        const to = toGroup
          ? groups[k % GROUPS]!
          : users[(i + 1 + Math.floor(Math.random() * (CLIENTS - 1))) % CLIENTS]!;
        const message = chat.createTextMessage({
          to,
          conversationType: toGroup ? 'GROUP' : 'C2C',
          payload: { text: `${i}-${k}` },
        });
        for (let attempt = 0; ; attempt += 1) {
          try {
            await (attempt === 0 ? chat.sendMessage(message) : chat.resendMessage(message));
            break;
          } catch {
            resends += 1; // a timeout or a lost answer: resend with the same random
            await new Promise((r) => setTimeout(r, 50));
          }
        }
        sent.push(message);
      }
    }
    await Promise.all(chats.map((_, i) => sendAll(i)));
    await restarting;
    const sendSeconds = (Date.now() - started) / 1000;
    clearInterval(chaos);
    for (const c of cuts) c.unblock();

    // The truth: who must see what.
    const expected = chats.map(() => new Set<string>());
    for (const m of sent) {
      if (m.conversationType === 'C2C') expected[users.indexOf(m.to)]!.add(m.ID);
      else users.forEach((u, i) => u !== m.from && expected[i]!.add(m.ID));
    }
    const delivered = () =>
      received.reduce((n, r, i) => n + [...expected[i]!].filter((id) => r.count.has(id)).length, 0);
    const total = expected.reduce((n, e) => n + e.size, 0);
    await until(() => delivered() === total, 60_000).catch(() => undefined);

    let duplicates = 0;
    let missing = 0;
    let unexpected = 0;
    let outOfOrder = 0;
    received.forEach((r, i) => {
      for (const id of expected[i]!) {
        const n = r.count.get(id) ?? 0;
        if (n === 0) {
          missing += 1;
          const m = sent.find((x) => x.ID === id)!;
          const conv = m.conversationType === 'C2C' ? `C2C${m.from}` : `GROUP${m.to}`;
          console.log(
            'missing',
            users[i],
            conv,
            m.sequence,
            'seen',
            (r.order.get(conv) ?? []).slice(-5).join(','),
          );
        }
        if (n > 1) duplicates += n - 1;
      }
      for (const id of r.count.keys()) {
        if (expected[i]!.has(id)) continue;
        unexpected += 1;
        const text = r.text.get(id);
        const twin = sent.find((m) => (m.payload as { text?: string }).text === text);
        console.log(
          'unexpected',
          users[i],
          id,
          text,
          twin ? `same text as sent ${twin.ID} (a second stored copy)` : '',
        );
      }
      for (const [conv, seqs] of r.order) {
        for (let k = 1; k < seqs.length; k += 1) {
          if (seqs[k]! <= seqs[k - 1]!) {
            outOfOrder += 1;
            console.log('out of order', users[i], conv, seqs.slice(Math.max(0, k - 4), k + 3).join(','));
          }
        }
      }
    });
    let unreadWrong = 0;
    for (let i = 0; i < CLIENTS; i += 1) {
      const truth = new Map<string, number>();
      for (const m of sent) {
        if (m.from === users[i]) continue;
        if (m.conversationType === 'C2C' && m.to === users[i])
          truth.set(`C2C${m.from}`, (truth.get(`C2C${m.from}`) ?? 0) + 1);
        if (m.conversationType === 'GROUP') truth.set(`GROUP${m.to}`, (truth.get(`GROUP${m.to}`) ?? 0) + 1);
      }
      const list = (await chats[i]!.getConversationList()).data.conversationList;
      for (const [id, n] of truth) {
        const local = list.find((c) => c.conversationID === id)?.unreadCount;
        if (local !== n) {
          unreadWrong += 1;
          console.log(
            'unread',
            users[i],
            id,
            'truth',
            n,
            'local',
            local,
            'shown',
            received[i]!.order.get(id)?.length,
          );
        }
      }
      const sum = [...truth.values()].reduce((a, b) => a + b, 0);
      if (chats[i]!.getTotalUnreadMessageCount() !== sum) unreadWrong += 1;
    }
    console.log(
      `SDK chaos: ${CLIENTS} clients, ${sent.length} messages sent (${resends} resends), ${total} deliveries expected, ` +
        `${delivered()} delivered, ${duplicates} duplicates, ${missing} missing, ${unexpected} unexpected, ` +
        `${outOfOrder} out of order, ${unreadWrong} wrong unread counts, ${drops} socket cuts, 1 service restart, ${kicks} kicks, ${errors} error events, ` +
        `${sendSeconds.toFixed(1)} s sending, ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
    );
    expect({ duplicates, missing, unexpected, outOfOrder, unreadWrong, kicks }).toEqual({
      kicks: 0,
      duplicates: 0,
      missing: 0,
      unexpected: 0,
      outOfOrder: 0,
      unreadWrong: 0,
    });
    for (const c of chats) await c.destroy();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('friend lists and group member lists stay exact while sockets drop', { timeout: TIMEOUT }, async () => {
    await runSocialChaos({
      clients: Number(process.env.CHAT_CHAOS_SOCIAL_CLIENTS ?? 8),
      seconds: Number(process.env.CHAT_CHAOS_SOCIAL_SECONDS ?? 15),
    });
  });
});
