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
  /** Owners whose account row may not exist yet (the others are known to be stored). */
  newOwners?: string[];
}

/** Input of a group store. */
export interface GroupInput {
  scope: string;
  groupID: string;
  base: WireMessage;
  now: number;
}

/** Result of a group store; null when the group does not exist. */
export type StoredGroup = { message: WireMessage; resent: boolean } | null;

/** The hot writes, by kind. */
export interface FastKinds {
  c2c: { input: C2CInput; output: StoredC2C };
  group: { input: GroupInput; output: StoredGroup };
}
export type FastKind = keyof FastKinds;

/** One item's outcome in a batch (a failed item fails alone, with its own error). */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * The hot write paths as prepared statements run synchronously, and `runBatch`: a batch of one kind in one
 * transaction (one WAL commit for the lot). If the batch fails, each item is retried alone so only the faulty
 * one fails.
 */
export function createFastStatements(db: BetterSqlite3.Database) {
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

  const c2c = (input: C2CInput): StoredC2C => {
    const { scope, base, now } = input;
    const resent = findResend(scope, base.from, base.random, now);
    if (resent) return { message: resent, cursors: new Map(), resent: true };
    for (const owner of input.newOwners ?? input.owners.map(([o]) => o)) s.user.run(owner, now);
    const seq = Number((s.pair.get(scope) as { next_seq: number }).next_seq);
    const message: WireMessage = { ...base, sequence: seq, ID: base.ID || `${scope}#${seq}` };
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
  };

  const group = (input: GroupInput): StoredGroup => {
    const resent = findResend(input.scope, input.base.from, input.base.random, input.now);
    if (resent) return { message: resent, resent: true };
    const row = s.groupSeq.get(input.now, input.groupID) as { next_seq: number } | undefined;
    if (!row) return null;
    const seq = Number(row.next_seq);
    const message: WireMessage = {
      ...input.base,
      sequence: seq,
      ID: input.base.ID || `${input.scope}#${seq}`,
    };
    s.message.run(toRow(message, input.scope));
    s.memberSent.run(input.now, input.groupID, input.base.from);
    return { message, resent: false };
  };

  const one = { c2c, group } as { [K in FastKind]: (input: FastKinds[K]['input']) => FastKinds[K]['output'] };
  // IMMEDIATE: take the write lock at BEGIN (waiting out a checkpointer's log restart) rather than at the first
  // write, where a restart since the transaction's first read would fail it with SQLITE_BUSY_SNAPSHOT.
  const together = {
    c2c: db.transaction((items: C2CInput[]) => items.map((i) => one.c2c(i))),
    group: db.transaction((items: GroupInput[]) => items.map((i) => one.group(i))),
  };
  const alone = { c2c: db.transaction(c2c), group: db.transaction(group) };

  function runBatch<K extends FastKind>(
    kind: K,
    inputs: FastKinds[K]['input'][],
  ): Outcome<FastKinds[K]['output']>[] {
    type O = FastKinds[K]['output'];
    try {
      const values = (together[kind].immediate as (items: FastKinds[K]['input'][]) => O[])(inputs);
      return values.map((value) => ({ ok: true, value }));
    } catch {
      return inputs.map((input) => {
        try {
          return { ok: true, value: (alone[kind].immediate as (i: FastKinds[K]['input']) => O)(input) };
        } catch (e) {
          return { ok: false, error: e };
        }
      });
    }
  }
  return { runBatch };
}

export type FastStatements = ReturnType<typeof createFastStatements>;
