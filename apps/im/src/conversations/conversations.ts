import {
  AT_ALL,
  AT_TYPE,
  CONV_TYPE,
  LIMITS,
  REMIND_TYPE,
  type GroupAtInfo,
  type RemindType,
  type WireConversation,
  type WireGroupProfile,
} from '@tifo/protocol';
import type { Selectable } from 'kysely';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { fromRow, groupScope, pairScope, systemScope } from '../storage/message-row';
import type { ConversationsTable } from '../storage/schema';
import { resolveConversation } from '../messages';
import { loadMeta } from './conversation-meta';
import { attachPeerProfiles } from './conversation-profiles';
import { toProfile } from '../groups';

type ConvRow = Selectable<ConversationsTable>;

/** Builds the conversation objects of some rows (unread, lastMessage, at-mentions computed from sequences). */
export async function buildConversations(
  ctx: ImContext,
  self: string,
  rows: ConvRow[],
): Promise<WireConversation[]> {
  const db = ctx.db.kysely;
  const out: WireConversation[] = [];
  for (const r of rows) {
    const conv = resolveConversation(self, r.conv_id);
    let floor = Number(r.clear_seq);
    let readSeq = Number(r.read_seq);
    let lastSeq = Number(r.last_seq);
    let remind = r.remind_type as RemindType;
    let subType = '';
    let updateTime = Number(r.update_time);
    const at: GroupAtInfo[] = [];
    let groupProfile: WireGroupProfile | undefined;
    if (conv.type === CONV_TYPE.GROUP) {
      const g = await db
        .selectFrom('im_groups')
        .selectAll()
        .where('group_id', '=', conv.peer)
        .executeTakeFirst();
      const m = await db
        .selectFrom('im_members')
        .selectAll()
        .where('group_id', '=', conv.peer)
        .where('user_id', '=', self)
        .executeTakeFirst();
      if (!g || !m) continue;
      groupProfile = await toProfile(ctx, g, m);
      subType = g.type;
      floor = Math.max(floor, Number(m.join_seq));
      readSeq = Math.max(Number(m.read_seq), floor);
      lastSeq = Number(g.next_seq);
      remind = m.remind_type as RemindType;
      updateTime = Math.max(updateTime, Number(g.last_msg_time));
    }
    const base = db
      .selectFrom('im_messages')
      .where('scope', '=', conv.scope)
      .where('seq', '>', Math.max(floor, readSeq))
      .where('from_id', '!=', self)
      .where('is_revoked', '=', 0)
      .where('no_unread', '=', 0);
    const unread = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    if (conv.type === CONV_TYPE.GROUP) {
      const ats = await base
        .select(['seq', 'from_id', 'at_users'])
        .where((eb) =>
          eb.or([eb('at_users', 'like', `%"${self}"%`), eb('at_users', 'like', `%"${AT_ALL}"%`)]),
        )
        .execute();
      for (const a of ats) {
        const list = JSON.parse(a.at_users) as string[];
        const me = list.includes(self);
        const all = list.includes(AT_ALL);
        at.push({
          from: a.from_id,
          groupID: conv.peer,
          topicID: '',
          messageSequence: Number(a.seq),
          atTypeArray: [me && all ? AT_TYPE.AT_ALL_AT_ME : all ? AT_TYPE.AT_ALL : AT_TYPE.AT_ME],
        });
      }
    }
    const lastRow = await db
      .selectFrom('im_messages')
      .selectAll()
      .where('scope', '=', conv.scope)
      .where('seq', '>', floor)
      .where('no_last', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('im_deleted')
              .select('im_deleted.seq')
              .where('im_deleted.owner_id', '=', self)
              .whereRef('im_deleted.scope', '=', 'im_messages.scope')
              .whereRef('im_deleted.seq', '=', 'im_messages.seq'),
          ),
        ),
      )
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    out.push({
      conversationID: r.conv_id,
      type: conv.type,
      subType,
      unreadCount: Number(unread?.n ?? 0),
      lastMessage: lastRow ? fromRow(lastRow) : null,
      lastSequence: lastSeq,
      peerReadTime: Number(r.peer_read_time),
      readTime: Number(r.read_time),
      readSequence: readSeq,
      groupAtInfoList: at,
      isPinned: Number(r.is_pinned) === 1,
      pinnedTimeStamp: Number(r.pinned_at),
      messageRemindType: remind,
      updateTime,
      markList: [],
      customData: '',
      conversationGroupList: [],
      ...(groupProfile ? { groupProfile } : {}),
    });
  }
  await attachPeerProfiles(ctx, out);
  const meta = await loadMeta(
    ctx,
    self,
    out.map((c) => c.conversationID),
  );
  for (const c of out) Object.assign(c, meta.get(c.conversationID));
  return out;
}

/** The sort key of a conversation row: pinned first (newest pin first), then newest activity first. */
async function sortedRows(ctx: ImContext, self: string): Promise<ConvRow[]> {
  const rows = await ctx.db.kysely
    .selectFrom('im_conversations')
    .selectAll()
    .where('owner_id', '=', self)
    .execute();
  const groupIDs = rows.filter((r) => r.conv_type === CONV_TYPE.GROUP).map((r) => r.conv_id.slice(5));
  const groups = groupIDs.length
    ? await ctx.db.kysely
        .selectFrom('im_groups')
        .select(['group_id', 'last_msg_time', 'next_seq'])
        .where('group_id', 'in', groupIDs)
        .execute()
    : [];
  const byID = new Map(groups.map((g) => [g.group_id, g]));
  const visible = rows.filter((r) => {
    if (r.conv_type !== CONV_TYPE.GROUP) return Number(r.hidden) === 0;
    const g = byID.get(r.conv_id.slice(5));
    // A deleted group conversation comes back when the group gets a newer message.
    return !!g && (Number(r.hidden) === 0 || Number(g.next_seq) > Number(r.last_seq));
  });
  const time = (r: ConvRow) =>
    Math.max(Number(r.update_time), Number(byID.get(r.conv_id.slice(5))?.last_msg_time ?? 0));
  return visible.sort((a, b) => {
    if (a.is_pinned !== b.is_pinned) return Number(b.is_pinned) - Number(a.is_pinned);
    if (a.is_pinned) return Number(b.pinned_at) - Number(a.pinned_at);
    return time(b) - time(a);
  });
}

/** One page of the conversation list. */
export async function listConversations(ctx: ImContext, self: string, startIndex: number, count: number) {
  const rows = await sortedRows(ctx, self);
  const page = rows.slice(startIndex, startIndex + count);
  const conversationList = await buildConversations(ctx, self, page);
  const next = startIndex + page.length;
  return {
    conversationList,
    nextStartIndex: next,
    completeFlag: (next >= rows.length ? 1 : 0) as 0 | 1,
    timeStamp: Math.floor(Date.now() / 1000),
  };
}

/** One conversation (2500 when the caller has none with that ID). */
export async function getConversation(
  ctx: ImContext,
  self: string,
  conversationID: string,
): Promise<WireConversation> {
  resolveConversation(self, conversationID);
  const row = await ctx.db.kysely
    .selectFrom('im_conversations')
    .selectAll()
    .where('owner_id', '=', self)
    .where('conv_id', '=', conversationID)
    .executeTakeFirst();
  const built = row ? await buildConversations(ctx, self, [row]) : [];
  if (!built[0]) throw new ImError('CONVERSATION_NOT_FOUND');
  return built[0];
}

async function lastSequenceOf(ctx: ImContext, self: string, conversationID: string): Promise<number> {
  const conv = resolveConversation(self, conversationID);
  const scope =
    conv.type === CONV_TYPE.GROUP
      ? groupScope(conv.peer)
      : conv.type === CONV_TYPE.C2C
        ? pairScope(self, conv.peer)
        : systemScope(self);
  const r = await ctx.db.kysely
    .selectFrom('im_messages')
    .select((eb) => eb.fn.max<number>('seq').as('m'))
    .where('scope', '=', scope)
    .executeTakeFirst();
  return Number(r?.m ?? 0);
}

/** Clears my history of a conversation: messages up to now become invisible to me. */
export async function clearHistory(ctx: ImContext, self: string, conversationID: string): Promise<void> {
  const seq = await lastSequenceOf(ctx, self, conversationID);
  const res = await ctx.db.kysely
    .updateTable('im_conversations')
    .set({ clear_seq: seq, read_seq: seq })
    .where('owner_id', '=', self)
    .where('conv_id', '=', conversationID)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new ImError('CONVERSATION_NOT_FOUND');
  const conv = resolveConversation(self, conversationID);
  if (conv.type === CONV_TYPE.GROUP) {
    await ctx.db.kysely
      .updateTable('im_members')
      .set({ read_seq: seq })
      .where('group_id', '=', conv.peer)
      .where('user_id', '=', self)
      .where('read_seq', '<', seq)
      .execute();
  }
}

/** Deletes conversations (at most 100 per call; optionally clearing history); per-item results. */
export async function deleteConversations(ctx: ImContext, self: string, ids: string[], clear: boolean) {
  const resultList: { conversationID: string; code: number; message: string }[] = [];
  for (const conversationID of ids.slice(0, LIMITS.DELETE_CONVERSATIONS)) {
    try {
      const seq = await lastSequenceOf(ctx, self, conversationID);
      const set: Partial<ConvRow> = { hidden: 1, last_seq: seq, is_pinned: 0, pinned_at: 0 };
      if (clear) Object.assign(set, { clear_seq: seq, read_seq: seq });
      const res = await ctx.db.kysely
        .updateTable('im_conversations')
        .set(set)
        .where('owner_id', '=', self)
        .where('conv_id', '=', conversationID)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw new ImError('CONVERSATION_NOT_FOUND');
      resultList.push({ conversationID, code: 0, message: 'ok' });
    } catch (e) {
      const err = e instanceof ImError ? e : new ImError('INTERNAL_ERROR');
      resultList.push({ conversationID, code: err.code, message: err.message });
    }
  }
  return { resultList };
}

/** Pins or unpins (no change when already in that state). */
export async function pin(
  ctx: ImContext,
  self: string,
  conversationID: string,
  isPinned: boolean,
): Promise<void> {
  resolveConversation(self, conversationID);
  const res = await ctx.db.kysely
    .updateTable('im_conversations')
    .set({ is_pinned: isPinned ? 1 : 0, pinned_at: isPinned ? Math.floor(Date.now() / 1000) : 0 })
    .where('owner_id', '=', self)
    .where('conv_id', '=', conversationID)
    .where('is_pinned', '=', isPinned ? 0 : 1)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) await getConversation(ctx, self, conversationID);
}

/** Sets the reminder type of C2C peers (at most 30, extra cut) or of a group membership. */
export async function setRemindType(
  ctx: ImContext,
  self: string,
  req: { userIDList?: string[]; groupID?: string; messageRemindType: RemindType },
) {
  if (!Object.values(REMIND_TYPE).includes(req.messageRemindType))
    throw new ImError('INVALID_PARAMETER', 'messageRemindType: invalid');
  if (req.groupID) {
    const res = await ctx.db.kysely
      .updateTable('im_members')
      .set({ remind_type: req.messageRemindType })
      .where('group_id', '=', req.groupID)
      .where('user_id', '=', self)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new ImError('NO_PERMISSION', 'not a member of this group');
    return;
  }
  const users = (req.userIDList ?? []).slice(0, LIMITS.REMIND_USERS);
  if (!users.length) throw new ImError('INVALID_PARAMETER', 'userIDList or groupID required');
  for (const u of users) {
    await ctx.db.kysely
      .insertInto('im_conversations')
      .values({
        owner_id: self,
        conv_id: `C2C${u}`,
        conv_type: CONV_TYPE.C2C,
        remind_type: req.messageRemindType,
        hidden: 1,
      })
      .onConflict((oc) =>
        oc.columns(['owner_id', 'conv_id']).doUpdateSet({ remind_type: req.messageRemindType }),
      )
      .execute();
  }
}
