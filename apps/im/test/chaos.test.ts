import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';
import { ChaosClient } from './chaos-client';
import { CallError } from './client';

/**
 * A client's whole conversation list. The service may close a socket whose reader falls behind (the send-buffer
 * ceiling); a client then reconnects, as the SDK does, so the list is read again on a fresh connection.
 */
async function conversationsOf(c: ChaosClient) {
  for (let attempt = 0; ; attempt++) {
    try {
      if (!c.conn) await c.connect();
      const convs = [];
      let start = 0;
      for (;;) {
        const page = await c.conn!.call('conv.list', { startIndex: start, count: 100 });
        convs.push(...page.conversationList);
        if (page.completeFlag === 1) return convs;
        start = page.nextStartIndex;
      }
    } catch (e) {
      if (!(e instanceof CallError && e.code === 2800) || attempt >= 3) throw e;
      await c.connect();
    }
  }
}

const CLIENTS = 50;
const MESSAGES = Number(process.env.CHAOS_MESSAGES ?? 10_000);
const GROUPS = 3;

// 50 clients exchange C2C and group messages while sockets drop at random and the service restarts once.
// Every stored message must reach each of its recipients exactly once, in sequence order, and the server's
// unread counts must equal the truth computed from what was stored.
describe('chaos', () => {
  it(
    'delivers every message exactly once, in order, with true unread counts',
    { timeout: 180_000 },
    async () => {
      const h = await startHarness({ sendRatePerSecond: 100_000, liveTickMs: 50 });
      const users = Array.from({ length: CLIENTS }, (_, i) => `chaos${i}`);
      const admin = await h.client('chaos-admin');
      const groups: string[] = [];
      for (let g = 0; g < GROUPS; g++) {
        const memberList = users.map((userID) => ({ userID }));
        groups.push(
          (await admin.call('group.create', { type: 'ChatRoom', name: `chaos ${g}`, memberList })).group
            .groupID,
        );
      }
      await admin.call('group.quit', { groupID: groups[0]! }).catch(() => undefined);
      const port = () => h.server.port;
      const clients = users.map((u) => new ChaosClient(u, port, groups));
      await Promise.all(clients.map((c) => c.connect()));

      let sent = 0;
      let drops = 0;
      let restarted = false;
      const started = Date.now();
      const perClient = Math.ceil(MESSAGES / CLIENTS);
      const chaos = setInterval(() => {
        const victim = clients[Math.floor(Math.random() * CLIENTS)]!;
        victim.drop();
        drops++;
      }, 100);

      async function sendOne(c: ChaosClient, i: number, k: number): Promise<void> {
        const random = i * 1_000_000 + k;
        const isGroup = Math.random() < 0.2;
        const body = isGroup
          ? {
              groupID: groups[k % GROUPS]!,
              elements: [{ type: 'TIMTextElem', content: { text: `g${i}-${k}` } }],
              random,
            }
          : {
              to: users[(i + 1 + Math.floor(Math.random() * (CLIENTS - 1))) % CLIENTS]!,
              elements: [{ type: 'TIMTextElem', content: { text: `c${i}-${k}` } }],
              random,
            };
        for (;;) {
          const conn = c.conn;
          if (!conn) {
            await c.connect();
            continue;
          }
          try {
            await conn.call(isGroup ? 'msg.sendGroup' : 'msg.sendC2C', body);
            return;
          } catch (e) {
            // Lost answers (2800 from the test client, 90001 while the service stops) are resent with the same random.
            if (!(e instanceof CallError) || ![2800, 90001, 2998].includes(e.code)) throw e;
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      }

      await Promise.all(
        clients.map(async (c, i) => {
          for (let k = 0; k < perClient && sent < MESSAGES; k++) {
            sent++;
            await sendOne(c, i, k);
            if (!restarted && sent >= MESSAGES / 2) {
              restarted = true;
              await h.restart();
            }
          }
        }),
      );
      clearInterval(chaos);
      // Final catch-up: every client syncs and recovers once more (what a client does after any reconnect).
      await Promise.all(clients.map((c) => c.connect()));
      for (const c of clients) await c.catchUp();

      const db = h.server.ctx.db.kysely;
      const stored = await db
        .selectFrom('im_messages')
        .select(['id', 'conv_type', 'from_id', 'to_id', 'scope', 'no_unread'])
        .execute();
      const userMsgs = stored.filter((m) => m.conv_type !== '@TIM#SYSTEM' && m.no_unread === 0);
      const expectedFor = (u: string) =>
        userMsgs
          .filter((m) => (m.conv_type === 'C2C' ? m.from_id === u || m.to_id === u : true))
          .map((m) => m.id);
      let delivered = 0;
      let duplicates = 0;
      let missing = 0;
      let unreadChecked = 0;
      let unreadWrong = 0;
      for (const c of clients) {
        const expected = new Set(expectedFor(c.userID));
        for (const id of expected) if (!c.received.has(id)) missing++;
        for (const [id, n] of c.received) {
          if (!expected.has(id)) missing++;
          if (n > 1) duplicates += n - 1;
          if (expected.has(id)) delivered++;
        }
        const convs = await conversationsOf(c);
        for (const conv of convs) {
          if (conv.type === '@TIM#SYSTEM') continue;
          const truth = userMsgs.filter((m) =>
            conv.type === 'C2C'
              ? m.conv_type === 'C2C' && m.from_id === conv.conversationID.slice(3) && m.to_id === c.userID
              : m.scope === `g:${conv.conversationID.slice(5)}` && m.from_id !== c.userID,
          ).length;
          unreadChecked++;
          if (conv.unreadCount !== truth) unreadWrong++;
        }
      }
      const logical = new Set(
        stored
          .filter((m) => m.conv_type !== '@TIM#SYSTEM' && m.no_unread === 0)
          .map((m) => `${m.from_id}:${m.id}`),
      ).size;
      const errors = clients.flatMap((c) => c.errors);
      const reconnects = clients.reduce((n, c) => n + c.reconnects, 0);
      console.log(
        `chaos: ${CLIENTS} clients, ${sent} sends, ${logical} stored messages, ${delivered} deliveries checked, ` +
          `${duplicates} duplicates, ${missing} missing, ${errors.length} order errors, ${unreadChecked} unread counts checked ` +
          `(${unreadWrong} wrong), ${drops} socket drops, ${reconnects} reconnects, 1 restart, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      for (const c of clients) c.stop();
      await h.close();
      expect(logical).toBe(sent);
      expect(errors.slice(0, 5)).toEqual([]);
      expect(duplicates).toBe(0);
      expect(missing).toBe(0);
      expect(unreadWrong).toBe(0);
      expect(delivered).toBeGreaterThan(sent);
    },
  );
});
