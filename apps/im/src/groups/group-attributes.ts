import {
  COMMERCIAL_ABILITY,
  GROUP_ADMIN_LIMITS as L,
  GROUP_TYPE,
  hasAbility,
  type GroupAttributesResponse,
  type GroupCountersResponse,
} from '@tifo/protocol';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import type { Connection } from '../gateway/connection';
import { pushGroupAdmin } from './admin-push';
import { parse } from '../gateway/command';
import { RateLimiter } from '../policy/rate-limit';
import type { Database } from '../storage/schema';
import { findMember, loadGroup, type GroupRow } from '../storage/group-access';
import { utf8Bytes } from './group-member-info';

const limiter = (rate: readonly [number, number]) => new RateLimiter(rate[0], rate[1]);
const writeLimiter = limiter(L.ATTRIBUTE_WRITE_RATE);
const getLimiter = limiter(L.ATTRIBUTE_GET_RATE);
const counterLimiter = limiter(L.COUNTER_RATE);

/** Counts one call of `self` in `groupID` (keyed per user and group, so nobody else uses up an owner's calls). */
function throttle(l: RateLimiter, self: string, groupID: string): void {
  if (!l.allow(`${self}|${groupID}`)) throw new ImError('OVER_FREQUENCY');
}

/**
 * The group, if the caller may use its attributes and counters: a member of a stored group (10007), or in a live
 * room a connection reading it or a manager (2101): attributes are mostly used in live rooms, which keep no member rows.
 */
async function accessible(
  ctx: ImContext,
  conn: Connection,
  self: string,
  groupID: string,
): Promise<GroupRow> {
  const group = await loadGroup(ctx, groupID);
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    // Viewers reading the room, and its owner and admins (stored rows) from anywhere.
    if (!ctx.live.has(conn, groupID) && !(await findMember(ctx, groupID, self)))
      throw new ImError('NOT_IN_LIVE_ROOM');
  } else if (!(await findMember(ctx, groupID, self))) {
    throw new ImError('NO_PERMISSION', 'not a member of this group');
  }
  return group;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Raises the group's attribute or counter sequence; with `expected`, only from that value (else 2480). */
async function bumpSeq(trx: Db, groupID: string, column: 'attr_seq' | 'counter_seq', expected?: number) {
  await trx
    .insertInto('im_group_admin_seqs')
    .values({ group_id: groupID, attr_seq: 0, counter_seq: 0 })
    .onConflict((oc) => oc.column('group_id').doNothing())
    .execute();
  let q = trx
    .updateTable('im_group_admin_seqs')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('group_id', '=', groupID);
  if (expected !== undefined) q = q.where(column, '=', expected);
  const row = await q.returning(column).executeTakeFirst();
  if (!row) {
    const now = await readSeq(trx, groupID, column);
    throw new ImError(
      'MODIFY_CONFLICT',
      'group attributes changed since your mainSequence; fetch them again',
      {
        mainSequence: now,
      },
    );
  }
  return Number(row[column]);
}

async function readSeq(db: Db, groupID: string, column: 'attr_seq' | 'counter_seq'): Promise<number> {
  const r = await db
    .selectFrom('im_group_admin_seqs')
    .select(column)
    .where('group_id', '=', groupID)
    .executeTakeFirst();
  return r ? Number(r[column]) : 0;
}

async function readAttrs(db: Db, groupID: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('im_group_attrs')
    .select(['attr_key', 'value'])
    .where('group_id', '=', groupID)
    .execute();
  return new Map(rows.map((r) => [r.attr_key, r.value]));
}

/**
 * The attributes of a write, as a Map of the object's own entries: zod's record drops a `__proto__` key silently,
 * and a key is the user's data, never an inherited name.
 */
function attrEntries(value: unknown): Map<string, string> {
  if (value === undefined) return new Map();
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ImError('INVALID_PARAMETER', 'groupAttributes: an object of strings');
  const entries = Object.entries(value);
  for (const [k, v] of entries)
    if (!k || typeof v !== 'string')
      throw new ImError('INVALID_PARAMETER', 'groupAttributes: non-empty keys, string values');
  return new Map(entries as [string, string][]);
}
/** Schema of group.attrInit, group.attrSet and group.attrDelete. */
export const writeAttributesSchema = z.object({
  groupID: z.string().min(1),
  mainSequence: z.number().int().min(0).optional(),
  groupAttributes: z.unknown().optional(),
  keyList: z.array(z.string().min(1)).optional(),
});

/** Which write (spec 7: init, set, delete keys, delete all). */
export type AttrOp = 'init' | 'set' | 'delete';

function checkSize(attrs: Map<string, string>): void {
  if (attrs.size > L.ATTRIBUTES) throw new ImError('INVALID_PARAMETER', `at most ${L.ATTRIBUTES} attributes`);
  let total = 0;
  for (const [k, v] of attrs) {
    if (utf8Bytes(k) > L.ATTRIBUTE_KEY_BYTES)
      throw new ImError('INVALID_PARAMETER', `attribute key ${k}: at most ${L.ATTRIBUTE_KEY_BYTES} bytes`);
    if (utf8Bytes(v) > L.ATTRIBUTE_VALUE_BYTES)
      throw new ImError('INVALID_PARAMETER', `attribute ${k}: at most ${L.ATTRIBUTE_VALUE_BYTES} bytes`);
    total += utf8Bytes(k) + utf8Bytes(v);
  }
  if (total > L.ATTRIBUTES_TOTAL_BYTES)
    throw new ImError('INVALID_PARAMETER', `attributes: at most ${L.ATTRIBUTES_TOTAL_BYTES} bytes in all`);
}

/**
 * Writes attributes: init replaces the whole set, set upserts keys, delete removes keys (all when keyList is
 * empty). Each write raises the set's mainSequence in its transaction; a caller that names the mainSequence it
 * based its change on gets 2480 (with the current one) when another write came first, so no change is lost
 * silently. Members and live-room viewers get the whole set (groupAdmin push). Frequency 5 s / 10 (2996).
 */
export async function writeAttributes(
  ctx: ImContext,
  conn: Connection,
  self: string,
  op: AttrOp,
  raw: unknown,
): Promise<GroupAttributesResponse> {
  const req = parse(writeAttributesSchema, raw);
  const group = await accessible(ctx, conn, self, req.groupID);
  throttle(writeLimiter, self, group.group_id);
  const given = attrEntries(req.groupAttributes);
  if (op === 'set' && !given.size) throw new ImError('INVALID_PARAMETER', 'groupAttributes: empty');
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const mainSequence = await bumpSeq(trx, group.group_id, 'attr_seq', req.mainSequence);
    const current = await readAttrs(trx, group.group_id);
    const next = op === 'init' ? given : new Map(current);
    if (op === 'set') for (const [k, v] of given) next.set(k, v);
    if (op === 'delete') {
      if (req.keyList?.length) for (const k of req.keyList) next.delete(k);
      else next.clear();
    }
    checkSize(next);
    await trx.deleteFrom('im_group_attrs').where('group_id', '=', group.group_id).execute();
    for (const [attr_key, value] of next)
      await trx.insertInto('im_group_attrs').values({ group_id: group.group_id, attr_key, value }).execute();
    return { groupAttributes: Object.fromEntries(next), mainSequence };
  });
  await pushGroupAdmin(ctx, { kind: 'attributes', groupID: group.group_id, ...result });
  return result;
}

/** Schema of group.attrGet. */
export const getAttributesSchema = z.object({
  groupID: z.string().min(1),
  keyList: z.array(z.string()).optional(),
});

/** Reads attributes (all when keyList is empty), with the set's mainSequence. Frequency 5 s / 20 (2996). */
export async function getAttributes(
  ctx: ImContext,
  conn: Connection,
  self: string,
  raw: unknown,
): Promise<GroupAttributesResponse> {
  const req = parse(getAttributesSchema, raw);
  const group = await accessible(ctx, conn, self, req.groupID);
  throttle(getLimiter, self, group.group_id);
  const { all, mainSequence } = await readSnapshot(ctx.db.kysely, group.group_id);
  const keys = req.keyList?.length ? req.keyList.filter((k) => all.has(k)) : [...all.keys()];
  return { groupAttributes: Object.fromEntries(keys.map((k) => [k, all.get(k)!])), mainSequence };
}

/**
 * The set and its mainSequence in one statement, so one snapshot on SQLite and PostgreSQL alike: read apart, a
 * write committing between the two reads gave the old set under the new sequence, and a client holding it then
 * ignored the push of that very write.
 */
async function readSnapshot(db: Db, groupID: string) {
  const rows = await db
    .selectFrom('im_group_admin_seqs as s')
    .leftJoin('im_group_attrs as a', 'a.group_id', 's.group_id')
    .select(['s.attr_seq', 'a.attr_key', 'a.value'])
    .where('s.group_id', '=', groupID)
    .execute();
  const all = new Map<string, string>();
  for (const r of rows) if (r.attr_key !== null && r.value !== null) all.set(r.attr_key, r.value);
  return { all, mainSequence: rows[0] ? Number(rows[0].attr_seq) : 0 };
}

/** Schema of group.counterUpdate. */
export const updateCountersSchema = z.object({
  groupID: z.string().min(1),
  mode: z.enum(['Set', 'Increase', 'Decrease']),
  counterList: z
    .array(z.object({ key: z.string().min(1), value: z.number().int().safe() }))
    .min(1)
    .max(L.COUNTERS),
});

function counterAbility(ctx: ImContext): void {
  if (!hasAbility(ctx.config.purchaseBits, COMMERCIAL_ABILITY.GROUP_COUNTER))
    throw new ImError('COMMERCIAL_ABILITY');
}

/**
 * Updates counters (spec 7: mode Set, Increase or Decrease; needs the group counter ability, 10016): at most
 * 20 keys per group, each step inside one transaction that raises the group's counter sequence, so concurrent
 * increases add up. Members and viewers get the changed counters. Frequency 5 s / 20 (2996).
 */
export async function updateCounters(
  ctx: ImContext,
  conn: Connection,
  self: string,
  raw: unknown,
): Promise<GroupCountersResponse> {
  counterAbility(ctx);
  const req = parse(updateCountersSchema, raw);
  const group = await accessible(ctx, conn, self, req.groupID);
  throttle(counterLimiter, self, group.group_id);
  for (const c of req.counterList)
    if (utf8Bytes(c.key) > L.COUNTER_KEY_BYTES)
      throw new ImError('INVALID_PARAMETER', `counter key: at most ${L.COUNTER_KEY_BYTES} bytes`);
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const groupCounterSeq = await bumpSeq(trx, group.group_id, 'counter_seq');
    const counters = new Map<string, number>();
    for (const { key, value } of req.counterList) {
      const delta = req.mode === 'Decrease' ? -value : value;
      const row = await trx
        .insertInto('im_group_counters')
        .values({ group_id: group.group_id, counter_key: key, value: delta })
        .onConflict((oc) =>
          oc
            .columns(['group_id', 'counter_key'])
            .doUpdateSet((eb) =>
              req.mode === 'Set'
                ? { value: delta }
                : { value: eb(eb.ref('im_group_counters.value'), '+', delta) },
            ),
        )
        .returning('value')
        .executeTakeFirstOrThrow();
      counters.set(key, Number(row.value));
    }
    const count = await trx
      .selectFrom('im_group_counters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', group.group_id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) > L.COUNTERS)
      throw new ImError('INVALID_PARAMETER', `at most ${L.COUNTERS} counters per group`);
    return { counters: Object.fromEntries(counters), groupCounterSeq };
  });
  await pushGroupAdmin(ctx, { kind: 'counters', groupID: group.group_id, ...result });
  return result;
}

/** Schema of group.counterGet. */
export const getCountersSchema = z.object({
  groupID: z.string().min(1),
  keyList: z.array(z.string()).optional(),
});

/** Reads counters (all when keyList is empty). Needs the ability; frequency 5 s / 20 (2996). */
export async function getCounters(
  ctx: ImContext,
  conn: Connection,
  self: string,
  raw: unknown,
): Promise<GroupCountersResponse> {
  counterAbility(ctx);
  const req = parse(getCountersSchema, raw);
  const group = await accessible(ctx, conn, self, req.groupID);
  throttle(counterLimiter, self, group.group_id);
  let q = ctx.db.kysely
    .selectFrom('im_group_counters')
    .select(['counter_key', 'value'])
    .where('group_id', '=', group.group_id);
  if (req.keyList?.length) q = q.where('counter_key', 'in', req.keyList);
  const rows = await q.execute();
  return {
    counters: Object.fromEntries(rows.map((r) => [r.counter_key, Number(r.value)])),
    groupCounterSeq: await readSeq(ctx.db.kysely, group.group_id, 'counter_seq'),
  };
}
