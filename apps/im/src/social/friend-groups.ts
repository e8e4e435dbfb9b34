import { SOCIAL_LIMITS, type UserFailure, type WireFriendGroup } from '@tifo/protocol';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { failure, friendsAmong } from './friends';
import { pushChanged } from './push';

/** A friend-group name: non-empty, at most 30 bytes. */
export function checkGroupName(name: string): string {
  if (!name || Buffer.byteLength(name) > SOCIAL_LIMITS.FRIEND_GROUP_NAME_BYTES)
    throw new ImError('INVALID_PARAMETER', 'name: 1 to 30 bytes');
  return name;
}

/** My friend groups with their members, by name. */
export async function listFriendGroups(ctx: ImContext, self: string): Promise<WireFriendGroup[]> {
  const db = ctx.db.kysely;
  const groups = await db
    .selectFrom('im_friend_groups')
    .select('name')
    .where('owner_id', '=', self)
    .orderBy('name')
    .execute();
  const members = await db
    .selectFrom('im_friend_group_members')
    .select(['name', 'friend_id'])
    .where('owner_id', '=', self)
    .orderBy('friend_id')
    .execute();
  return groups.map((g) => {
    const userIDList = members.filter((m) => m.name === g.name).map((m) => m.friend_id);
    return { name: g.name, userIDList, count: userIDList.length };
  });
}

async function groupOf(ctx: ImContext, self: string, name: string): Promise<WireFriendGroup> {
  const g = (await listFriendGroups(ctx, self)).find((x) => x.name === name);
  if (!g) throw new ImError('FRIEND_GROUP_NOT_EXIST');
  return g;
}

async function exists(ctx: ImContext, self: string, name: string): Promise<boolean> {
  const r = await ctx.db.kysely
    .selectFrom('im_friend_groups')
    .select('name')
    .where('owner_id', '=', self)
    .where('name', '=', name)
    .executeTakeFirst();
  return r !== undefined;
}

/** Adds (or removes) friends to a group; only real friends are added, others are failures. */
async function changeMembers(ctx: ImContext, self: string, name: string, ids: string[], add: boolean) {
  const unique = [...new Set(ids)];
  const db = ctx.db.kysely;
  const friends = await friendsAmong(db, self, unique);
  const ok = unique.filter((id) => friends.has(id));
  const failureUserIDList: UserFailure[] = unique
    .filter((id) => !friends.has(id))
    .map((id) => failure(id, 'NOT_MY_FRIEND'));
  if (ok.length && add)
    await db
      .insertInto('im_friend_group_members')
      .values(ok.map((friend_id) => ({ owner_id: self, name, friend_id })))
      .onConflict((oc) => oc.columns(['owner_id', 'name', 'friend_id']).doNothing())
      .execute();
  if (ok.length && !add)
    await db
      .deleteFrom('im_friend_group_members')
      .where('owner_id', '=', self)
      .where('name', '=', name)
      .where('friend_id', 'in', ok)
      .execute();
  await pushChanged(ctx, [self], 'friendGroups');
  return { friendGroup: await groupOf(ctx, self, name), failureUserIDList };
}

/** Creates a friend group (2710 when the name exists) with some of my friends. */
export async function createFriendGroup(ctx: ImContext, self: string, name: string, userIDList: string[]) {
  checkGroupName(name);
  const inserted = await ctx.db.kysely
    .insertInto('im_friend_groups')
    .values({ owner_id: self, name, created_at: nowSeconds() })
    .onConflict((oc) => oc.columns(['owner_id', 'name']).doNothing())
    .executeTakeFirst();
  if (!Number(inserted.numInsertedOrUpdatedRows ?? 0n)) throw new ImError('FRIEND_GROUP_EXISTED');
  return changeMembers(ctx, self, name, userIDList, true);
}

/** Deletes a friend group (its friends stay friends). */
export async function deleteFriendGroup(ctx: ImContext, self: string, name: string) {
  if (!(await exists(ctx, self, name))) throw new ImError('FRIEND_GROUP_NOT_EXIST');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('im_friend_group_members')
      .where('owner_id', '=', self)
      .where('name', '=', name)
      .execute();
    await trx.deleteFrom('im_friend_groups').where('owner_id', '=', self).where('name', '=', name).execute();
  });
  await pushChanged(ctx, [self], 'friendGroups');
  return { friendGroup: { name, userIDList: [], count: 0 } };
}

/** Adds friends to an existing group. */
export async function addToFriendGroup(ctx: ImContext, self: string, name: string, ids: string[]) {
  if (!(await exists(ctx, self, name))) throw new ImError('FRIEND_GROUP_NOT_EXIST');
  return changeMembers(ctx, self, name, ids, true);
}

/** Removes friends from an existing group. */
export async function removeFromFriendGroup(ctx: ImContext, self: string, name: string, ids: string[]) {
  if (!(await exists(ctx, self, name))) throw new ImError('FRIEND_GROUP_NOT_EXIST');
  return changeMembers(ctx, self, name, ids, false);
}

/** Renames a group (2711 when missing, 2710 when the new name is taken). */
export async function renameFriendGroup(ctx: ImContext, self: string, oldName: string, newName: string) {
  checkGroupName(newName);
  if (!(await exists(ctx, self, oldName))) throw new ImError('FRIEND_GROUP_NOT_EXIST');
  if (oldName !== newName && (await exists(ctx, self, newName))) throw new ImError('FRIEND_GROUP_EXISTED');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('im_friend_groups')
      .set({ name: newName })
      .where('owner_id', '=', self)
      .where('name', '=', oldName)
      .execute();
    await trx
      .updateTable('im_friend_group_members')
      .set({ name: newName })
      .where('owner_id', '=', self)
      .where('name', '=', oldName)
      .execute();
  });
  await pushChanged(ctx, [self], 'friendGroups');
  return { friendGroup: await groupOf(ctx, self, newName) };
}
