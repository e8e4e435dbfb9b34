import type BetterSqlite3 from 'better-sqlite3';
import type { WireMessage } from '@tifo/protocol';
import { RESEND_WINDOW, fromRow, toRow } from './message-row';
import type { MessagesTable } from './schema';

/** What storing a C2C message produced: the message and a timeline cursor per owner. */
export interface StoredC2C {
  message: WireMessage;
  cursors: Map<string, number>;
  resent: boolean;
}

/** Input of a C2C store. */
export interface C2CInput {
  scope: string;
  base: WireMessage;
  now: number;
  noLast: boolean;
  /** [owner, conversation ID] for the receiver, then the sender. */
  owners: [string, string][];
}

/** Input of a group store. */
export interface GroupInput {
  scope: string;
  groupID: string;
  base: WireMessage;
  now: number;
}

/**
 * The hot write paths as one synchronous SQLite transaction each (prepared statements, no awaits between
 * statements). Kysely prepares and awaits every statement, which costs ~10x on the message path; PostgreSQL
 * keeps the Kysely path. Callers must hold Kysely's connection (see c2c-store.ts) so transactions never interleave.
 */
export function createFastSqlite(
  db: BetterSqlite3.Database,
  withLock: <T>(fn: () => Promise<T>) => Promise<T>,
) {
  const s = {
    resend: db.prepare(
      'select * from im_messages where scope = ? and random = ? and from_id = ? and time >= ? limit 1',
    ),
    user: db.prepare(
      "insert into im_users (user_id, nick, avatar, profile, next_cursor, ack_cursor, created_at) values (?, '', '', '{}', 0, 0, ?) on conflict (user_id) do nothing",
    ),
    pair: db.prepare(
      'insert into im_pairs (pair_key, next_seq) values (?, 1) on conflict (pair_key) do update set next_seq = next_seq + 1 returning next_seq',
    ),
    message: db.prepare(
      'insert into im_messages (scope, seq, id, conv_type, from_id, to_id, random, time, body, is_revoked, revoker, version, no_unread, no_last, at_users) values (@scope, @seq, @id, @conv_type, @from_id, @to_id, @random, @time, @body, @is_revoked, @revoker, @version, @no_unread, @no_last, @at_users)',
    ),
    cursor: db.prepare(
      'update im_users set next_cursor = next_cursor + 1 where user_id = ? returning next_cursor',
    ),
    timeline: db.prepare(
      'insert into im_timeline (user_id, cursor, kind, conv_id, ref_key, ref_seq, time) values (?, ?, ?, ?, ?, ?, ?)',
    ),
    conv: db.prepare(
      "insert into im_conversations (owner_id, conv_id, conv_type, last_seq, show_seq, last_time, update_time, hidden) values (?, ?, 'C2C', ?, ?, ?, ?, 0) on conflict (owner_id, conv_id) do update set last_seq = excluded.last_seq, show_seq = case when ? = 1 then im_conversations.show_seq else excluded.show_seq end, last_time = excluded.last_time, update_time = excluded.update_time, hidden = 0",
    ),
    groupSeq: db.prepare(
      'update im_groups set next_seq = next_seq + 1, last_msg_time = ? where group_id = ? returning next_seq',
    ),
    memberSent: db.prepare('update im_members set last_send_time = ? where group_id = ? and user_id = ?'),
  };

  const findResend = (scope: string, from: string, random: number, now: number): WireMessage | undefined => {
    const row = s.resend.get(scope, random, from, now - RESEND_WINDOW) as MessagesTable | undefined;
    return row ? fromRow(row) : undefined;
  };

  const c2c = db.transaction((input: C2CInput): StoredC2C => {
    const { scope, base, now } = input;
    const resent = findResend(scope, base.from, base.random, now);
    if (resent) return { message: resent, cursors: new Map(), resent: true };
    for (const [owner] of input.owners) s.user.run(owner, now);
    const seq = Number((s.pair.get(scope) as { next_seq: number }).next_seq);
    const message: WireMessage = { ...base, sequence: seq, ID: `${scope}#${seq}` };
    s.message.run(toRow(message, scope));
    const cursors = new Map<string, number>();
    for (const [owner, convID] of input.owners) {
      if (cursors.has(owner)) continue;
      const cursor = Number((s.cursor.get(owner) as { next_cursor: number }).next_cursor);
      s.timeline.run(owner, cursor, 'message', convID, scope, seq, now);
      s.conv.run(owner, convID, seq, input.noLast ? 0 : seq, now, now, input.noLast ? 1 : 0);
      cursors.set(owner, cursor);
    }
    return { message, cursors, resent: false };
  });

  const group = db.transaction((input: GroupInput): { message: WireMessage; resent: boolean } | null => {
    const resent = findResend(input.scope, input.base.from, input.base.random, input.now);
    if (resent) return { message: resent, resent: true };
    const row = s.groupSeq.get(input.now, input.groupID) as { next_seq: number } | undefined;
    if (!row) return null;
    const seq = Number(row.next_seq);
    const message: WireMessage = { ...input.base, sequence: seq, ID: `${input.scope}#${seq}` };
    s.message.run(toRow(message, input.scope));
    s.memberSent.run(input.now, input.groupID, input.base.from);
    return { message, resent: false };
  });

  return { c2c: batched(db, withLock, c2c), group: batched(db, withLock, group) };
}

/**
 * Group commit: sends arriving in the same turn of the event loop are stored in one transaction (one WAL
 * commit for the lot). If the batch fails, each is retried alone so only the faulty one fails.
 */
function batched<I, O>(
  db: BetterSqlite3.Database,
  withLock: <T>(fn: () => Promise<T>) => Promise<T>,
  one: (input: I) => O,
): (input: I) => Promise<O> {
  let queue: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const all = db.transaction((items: I[]) => items.map((i) => one(i)));
  const flush = async () => {
    const items = queue;
    queue = [];
    await withLock(async () => {
      try {
        const out = all(items.map((x) => x.input));
        items.forEach((x, i) => x.resolve(out[i]!));
      } catch {
        for (const x of items) {
          try {
            x.resolve(one(x.input));
          } catch (e) {
            x.reject(e);
          }
        }
      }
    });
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (queue.length === 1) setImmediate(() => void flush());
    });
}

/** The fast paths of one SQLite database. */
export type FastSqlite = ReturnType<typeof createFastSqlite>;
