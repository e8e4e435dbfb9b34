import {
  ERROR_CODES,
  SOCIAL_LIMITS,
  type CustomField,
  type FriendRelation,
  type UserFailure,
  type WireFriend,
} from '@tifo/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import type { Database } from '../storage/schema';
import { getProfiles } from './profiles';
import { pushChanged } from './push';

type Q = Kysely<Database> | Transaction<Database>;

/** A failure item with the table's message. */
export function failure(userID: string, name: keyof typeof ERROR_CODES): UserFailure {
  const row = ERROR_CODES[name];
  return { userID, code: row.code, message: row.message };
}

/** The subset of `ids` on `owner`'s friend list. */
export async function friendsAmong(db: Q, owner: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('im_friends')
    .select('friend_id')
    .where('owner_id', '=', owner)
    .where('friend_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.friend_id));
}

/** The subset of `ids` that have `user` on their friend list. */
async function havingFriend(db: Q, user: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('im_friends')
    .select('owner_id')
    .where('friend_id', '=', user)
    .where('owner_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.owner_id));
}

/** Puts `friend` on `owner`'s list (kept as is when already there) and in a friend group if named. */
export async function insertFriend(
  db: Q,
  owner: string,
  friend: string,
  fields: { remark: string; source: string; wording: string; groupName: string; now: number },
): Promise<void> {
  await db
    .insertInto('im_friends')
    .values({
      owner_id: owner,
      friend_id: friend,
      remark: fields.remark,
      source: fields.source,
      wording: fields.wording,
      custom: '[]',
      add_time: fields.now,
    })
    .onConflict((oc) => oc.columns(['owner_id', 'friend_id']).doNothing())
    .execute();
  if (!fields.groupName) return;
  await db
    .insertInto('im_friend_groups')
    .values({ owner_id: owner, name: fields.groupName, created_at: fields.now })
    .onConflict((oc) => oc.columns(['owner_id', 'name']).doNothing())
    .execute();
  await db
    .insertInto('im_friend_group_members')
    .values({ owner_id: owner, name: fields.groupName, friend_id: friend })
    .onConflict((oc) => oc.columns(['owner_id', 'name', 'friend_id']).doNothing())
    .execute();
}

/** Takes `friend` off `owner`'s list and out of the owner's friend groups. */
async function removeFriend(db: Q, owner: string, friend: string): Promise<boolean> {
  const r = await db
    .deleteFrom('im_friends')
    .where('owner_id', '=', owner)
    .where('friend_id', '=', friend)
    .executeTakeFirst();
  await db
    .deleteFrom('im_friend_group_members')
    .where('owner_id', '=', owner)
    .where('friend_id', '=', friend)
    .execute();
  return Number(r.numDeletedRows) > 0;
}

function parseCustom(text: string): CustomField[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as CustomField[]) : [];
  } catch {
    return [];
  }
}

/** Friend objects of `owner` for some friend IDs (order kept; IDs not on the list are skipped). */
async function buildFriends(ctx: ImContext, owner: string, ids: string[]): Promise<WireFriend[]> {
  if (!ids.length) return [];
  const db = ctx.db.kysely;
  const rows = await db
    .selectFrom('im_friends')
    .selectAll()
    .where('owner_id', '=', owner)
    .where('friend_id', 'in', ids)
    .execute();
  const groups = await db
    .selectFrom('im_friend_group_members')
    .select(['name', 'friend_id'])
    .where('owner_id', '=', owner)
    .where('friend_id', 'in', ids)
    .orderBy('name')
    .execute();
  const profiles = new Map((await getProfiles(ctx, ids)).map((p) => [p.userID, p]));
  const byID = new Map(rows.map((r) => [r.friend_id, r]));
  const out: WireFriend[] = [];
  for (const id of ids) {
    const r = byID.get(id);
    if (!r) continue;
    out.push({
      userID: id,
      remark: r.remark,
      groupList: groups.filter((g) => g.friend_id === id).map((g) => g.name),
      source: r.source,
      wording: r.wording,
      addTime: Number(r.add_time),
      friendCustomField: parseCustom(r.custom),
      profile: profiles.get(id)!,
    });
  }
  return out;
}

/** One page (100) of my friends, ordered by user ID. */
export async function listFriends(ctx: ImContext, self: string, startIndex: number) {
  const db = ctx.db.kysely;
  const count = await db
    .selectFrom('im_friends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', self)
    .executeTakeFirst();
  const ids = await db
    .selectFrom('im_friends')
    .select('friend_id')
    .where('owner_id', '=', self)
    .orderBy('friend_id')
    .offset(startIndex)
    .limit(SOCIAL_LIMITS.FRIEND_PAGE)
    .execute();
  const friendList = await buildFriends(
    ctx,
    self,
    ids.map((r) => r.friend_id),
  );
  const total = Number(count?.n ?? 0);
  const next = startIndex + ids.length;
  return {
    friendList,
    friendCount: total,
    nextStartIndex: next,
    completeFlag: (next >= total ? 1 : 0) as 0 | 1,
  };
}

/** Deletes friends (at most 1000; single: off my list only; both: off both lists). */
export async function deleteFriends(ctx: ImContext, self: string, userIDList: string[], both: boolean) {
  const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.FRIEND_DELETE);
  const db = ctx.db.kysely;
  const mine = await friendsAmong(db, self, ids);
  const successUserIDList: { userID: string }[] = [];
  const failureUserIDList: UserFailure[] = [];
  const touched = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      if (!mine.has(id)) {
        failureUserIDList.push(failure(id, 'NOT_MY_FRIEND'));
        continue;
      }
      await removeFriend(trx, self, id);
      if (both && (await removeFriend(trx, id, self))) touched.add(id);
      successUserIDList.push({ userID: id });
    }
  });
  if (successUserIDList.length) touched.add(self);
  await pushChanged(ctx, touched, 'friends');
  return { successUserIDList, failureUserIDList };
}

/** Relations of users to me (single: only whether they are on my list). */
export async function checkFriends(ctx: ImContext, self: string, userIDList: string[], both: boolean) {
  const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.FRIEND_DELETE);
  const db = ctx.db.kysely;
  const mine = await friendsAmong(db, self, ids);
  const theirs = both ? await havingFriend(db, self, ids) : new Set<string>();
  const relation = (id: string): FriendRelation => {
    const a = mine.has(id);
    const b = theirs.has(id);
    if (a && b) return 'CheckResult_Type_BothWay';
    if (a) return 'CheckResult_Type_AWithB';
    if (b) return 'CheckResult_Type_BWithA';
    return 'CheckResult_Type_NoRelation';
  };
  return {
    successUserIDList: ids.map((userID) => ({ userID, code: 0 as const, relation: relation(userID) })),
    failureUserIDList: [] as UserFailure[],
  };
}

/** Friend objects of some of my friends; others are NOT_MY_FRIEND failures. */
export async function friendProfiles(ctx: ImContext, self: string, userIDList: string[]) {
  const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.PROFILE_IDS);
  const friendList = await buildFriends(ctx, self, ids);
  const found = new Set(friendList.map((f) => f.userID));
  return {
    friendList,
    failureUserIDList: ids.filter((id) => !found.has(id)).map((id) => failure(id, 'NOT_MY_FRIEND')),
  };
}

/** Changes a friend's remark or custom friend fields (keys Tag_SNS_Custom*). */
export async function updateFriend(
  ctx: ImContext,
  self: string,
  req: { userID: string; remark?: string; friendCustomField?: CustomField[] },
): Promise<WireFriend> {
  const db = ctx.db.kysely;
  const row = await db
    .selectFrom('im_friends')
    .selectAll()
    .where('owner_id', '=', self)
    .where('friend_id', '=', req.userID)
    .executeTakeFirst();
  if (!row) throw new ImError('NOT_MY_FRIEND');
  const custom = parseCustom(row.custom);
  for (const f of req.friendCustomField ?? []) {
    const at = custom.findIndex((c) => c.key === f.key);
    if (at >= 0) custom[at] = f;
    else custom.push(f);
  }
  await db
    .updateTable('im_friends')
    .set({ remark: req.remark ?? row.remark, custom: JSON.stringify(custom) })
    .where('owner_id', '=', self)
    .where('friend_id', '=', req.userID)
    .execute();
  await pushChanged(ctx, [self], 'friends');
  return (await buildFriends(ctx, self, [req.userID]))[0]!;
}
