import {
  CONV_GROUP_LIMITS,
  type ConversationBulkResponse,
  type ConversationGroupChangeResponse,
  type CreateConversationGroupResponse,
} from '@tifo/protocol';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import {
  checkGroupName,
  groupNames,
  loadMeta,
  ownConversations,
  pushMeta,
  requireAbility,
} from './conversation-meta';

async function groupExists(ctx: ImContext, self: string, name: string): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom('im_conv_groups')
    .select('name')
    .where('owner_id', '=', self)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

async function requireGroup(ctx: ImContext, self: string, name: string): Promise<void> {
  if (!(await groupExists(ctx, self, name)))
    throw new ImError('INVALID_PARAMETER', `conversation group not found: ${name}`);
}

async function membersOf(ctx: ImContext, self: string, name: string): Promise<string[]> {
  const rows = await ctx.db.kysely
    .selectFrom('im_conv_group_items')
    .select('conv_id')
    .where('owner_id', '=', self)
    .where('name', '=', name)
    .execute();
  return rows.map((r) => r.conv_id);
}

async function insertItems(ctx: ImContext, self: string, name: string, ids: string[]): Promise<void> {
  for (const convID of ids) {
    await ctx.db.kysely
      .insertInto('im_conv_group_items')
      .values({ owner_id: self, name, conv_id: convID })
      .onConflict((oc) => oc.columns(['owner_id', 'name', 'conv_id']).doNothing())
      .execute();
  }
}

/** getConversationGroupList: the caller's groups, oldest first (not gated: reading what one has). */
export async function listGroups(ctx: ImContext, self: string): Promise<{ groupList: string[] }> {
  return { groupList: await groupNames(ctx, self) };
}

/** createConversationGroup: a new name (at most 20 groups) with its first conversations. */
export async function createGroup(
  ctx: ImContext,
  self: string,
  groupName: string,
  ids: string[],
): Promise<CreateConversationGroupResponse> {
  requireAbility(ctx, 'group');
  checkGroupName(groupName);
  if (await groupExists(ctx, self, groupName))
    throw new ImError('INVALID_PARAMETER', `conversation group exists: ${groupName}`);
  if ((await groupNames(ctx, self)).length >= CONV_GROUP_LIMITS.GROUPS)
    throw new ImError('INVALID_PARAMETER', `at most ${CONV_GROUP_LIMITS.GROUPS} conversation groups`);
  const { ok, failures } = await ownConversations(ctx, self, ids);
  await ctx.db.kysely
    .insertInto('im_conv_groups')
    .values({ owner_id: self, name: groupName, created_at: nowSeconds() })
    .onConflict((oc) => oc.columns(['owner_id', 'name']).doNothing())
    .execute();
  await insertItems(ctx, self, groupName, ok);
  const groupList = await groupNames(ctx, self);
  const conversationList = [...(await loadMeta(ctx, self, ok)).values()];
  await pushMeta(ctx, self, { conversationList, groupList, groupName });
  return { successConversationIDList: ok, failureConversationIDList: failures, conversationList, groupList };
}

/** deleteConversationGroup: the group goes; its conversations stay, out of it. */
export async function deleteGroup(
  ctx: ImContext,
  self: string,
  groupName: string,
): Promise<ConversationGroupChangeResponse> {
  requireAbility(ctx, 'group');
  await requireGroup(ctx, self, groupName);
  const members = await membersOf(ctx, self, groupName);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('im_conv_group_items')
      .where('owner_id', '=', self)
      .where('name', '=', groupName)
      .execute();
    await trx
      .deleteFrom('im_conv_groups')
      .where('owner_id', '=', self)
      .where('name', '=', groupName)
      .execute();
  });
  const groupList = await groupNames(ctx, self);
  const conversationList = [...(await loadMeta(ctx, self, members)).values()];
  await pushMeta(ctx, self, { conversationList, groupList });
  return { groupList, conversationList };
}

/** renameConversationGroup: the old name must exist and the new one must not. */
export async function renameGroup(
  ctx: ImContext,
  self: string,
  oldName: string,
  newName: string,
): Promise<ConversationGroupChangeResponse> {
  requireAbility(ctx, 'group');
  checkGroupName(newName, 'newName');
  await requireGroup(ctx, self, oldName);
  if (await groupExists(ctx, self, newName))
    throw new ImError('INVALID_PARAMETER', `conversation group exists: ${newName}`);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('im_conv_groups')
      .set({ name: newName })
      .where('owner_id', '=', self)
      .where('name', '=', oldName)
      .execute();
    await trx
      .updateTable('im_conv_group_items')
      .set({ name: newName })
      .where('owner_id', '=', self)
      .where('name', '=', oldName)
      .execute();
  });
  const groupList = await groupNames(ctx, self);
  const conversationList = [...(await loadMeta(ctx, self, await membersOf(ctx, self, newName))).values()];
  await pushMeta(ctx, self, { conversationList, groupList, groupName: newName, renamedFrom: oldName });
  return { groupList, conversationList };
}

/** addConversationsToGroup / deleteConversationsFromGroup: per-item results. */
export async function changeGroupItems(
  ctx: ImContext,
  self: string,
  groupName: string,
  ids: string[],
  add: boolean,
): Promise<ConversationBulkResponse> {
  requireAbility(ctx, 'group');
  await requireGroup(ctx, self, groupName);
  const { ok, failures } = await ownConversations(ctx, self, ids);
  if (add) await insertItems(ctx, self, groupName, ok);
  else if (ok.length) {
    await ctx.db.kysely
      .deleteFrom('im_conv_group_items')
      .where('owner_id', '=', self)
      .where('name', '=', groupName)
      .where('conv_id', 'in', ok)
      .execute();
  }
  const conversationList = [...(await loadMeta(ctx, self, ok)).values()];
  if (ok.length) await pushMeta(ctx, self, { conversationList, groupName });
  return { successConversationIDList: ok, failureConversationIDList: failures, conversationList };
}
