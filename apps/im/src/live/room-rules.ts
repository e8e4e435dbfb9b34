import {
  LIVE_SLOW_MODE_SECONDS,
  GROUP_TYPE,
  LIVE_SPEAK_RULES,
  type LiveRules,
  type LiveSlowModeSeconds,
} from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { parse } from '../gateway/command';
import { loadGroup, type GroupRow } from '../storage/group-access';
import { ImError } from '../errors';
import { publishLiveChange } from './send-check';

/** A live room (2603 unknown; 60003 for another group type). */
export async function loadLiveRoom(ctx: ImContext, groupID: string, what: string): Promise<GroupRow> {
  const group = await loadGroup(ctx, groupID);
  if (group.type !== GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', `${what} is for live rooms only`);
  return group;
}

function isSlowMode(value: unknown): value is LiveSlowModeSeconds {
  return (LIVE_SLOW_MODE_SECONDS as readonly unknown[]).includes(value);
}

const slowMode = z.custom<LiveSlowModeSeconds>(isSlowMode, {
  message: `slowModeSeconds must be one of ${LIVE_SLOW_MODE_SECONDS.join(', ')}`,
});

const rulesSchema = z.object({
  groupID: z.string().min(1),
  slowModeSeconds: slowMode.optional(),
  speak: z.enum(LIVE_SPEAK_RULES).optional(),
});

/**
 * Sets a live room's chat rules (admin route live/rules) and answers the rules now in force. A field left out
 * keeps its stored value (a body with only groupID reads the rules); the upsert names only the given fields, so
 * two calls setting different fields at once both take effect.
 */
export async function setLiveRules(ctx: ImContext, raw: unknown): Promise<LiveRules> {
  const req = parse(rulesSchema, raw);
  const group = await loadLiveRoom(ctx, req.groupID, 'live/rules');
  const now = nowSeconds();
  const set = {
    ...(req.slowModeSeconds !== undefined && { slow_mode_seconds: req.slowModeSeconds }),
    ...(req.speak !== undefined && { speak: req.speak }),
  };
  if (Object.keys(set).length) {
    await ctx.db.kysely
      .insertInto('im_live_rules')
      .values({
        group_id: group.group_id,
        slow_mode_seconds: req.slowModeSeconds ?? 0,
        speak: req.speak ?? 'all',
        updated_at: now,
      })
      .onConflict((oc) => oc.column('group_id').doUpdateSet({ ...set, updated_at: now }))
      .execute();
    await publishLiveChange(ctx, group.group_id);
  }
  const row = await ctx.db.kysely
    .selectFrom('im_live_rules')
    .select(['slow_mode_seconds', 'speak'])
    .where('group_id', '=', group.group_id)
    .executeTakeFirst();
  const stored = Number(row?.slow_mode_seconds ?? 0);
  const speak = LIVE_SPEAK_RULES.find((s) => s === row?.speak) ?? 'all';
  return { groupID: group.group_id, slowModeSeconds: isSlowMode(stored) ? stored : 0, speak };
}

/** Longest user ID (as everywhere in the service). */
const userID = z.string().min(1).max(64);

/** The bounds keep one call's transaction and body reasonable; `replace` carries a whole followers list. */
const speakersSchema = z.object({
  groupID: z.string().min(1),
  add: z.array(userID).max(10_000).optional(),
  remove: z.array(userID).max(10_000).optional(),
  replace: z.array(userID).max(100_000).optional(),
});

/** Rows per statement: 2 parameters each, far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Changes a live room's fans list (admin route live/speakers): `replace` first (the whole list), then `add`,
 * then `remove`, in one transaction; answers the list's size. Every node drops its cached copy.
 */
export async function setSpeakers(ctx: ImContext, raw: unknown): Promise<{ groupID: string; count: number }> {
  const req = parse(speakersSchema, raw);
  const group = await loadLiveRoom(ctx, req.groupID, 'live/speakers');
  const groupID = group.group_id;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const insert = async (ids: string[]) => {
      for (const part of chunks([...new Set(ids)]))
        await trx
          .insertInto('im_live_speakers')
          .values(part.map((user_id) => ({ group_id: groupID, user_id })))
          .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
          .execute();
    };
    if (req.replace) {
      await trx.deleteFrom('im_live_speakers').where('group_id', '=', groupID).execute();
      await insert(req.replace);
    }
    if (req.add) await insert(req.add);
    for (const part of chunks([...new Set(req.remove ?? [])]))
      await trx
        .deleteFrom('im_live_speakers')
        .where('group_id', '=', groupID)
        .where('user_id', 'in', part)
        .execute();
  });
  await publishLiveChange(ctx, groupID);
  const { count } = await ctx.db.kysely
    .selectFrom('im_live_speakers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('group_id', '=', groupID)
    .executeTakeFirstOrThrow();
  return { groupID, count: Number(count) };
}
