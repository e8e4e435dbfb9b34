import { randomInt } from 'node:crypto';
import {
  GROUP_ADMIN_LIMITS as L,
  GROUP_TIP,
  GROUP_TYPE,
  PUSH,
  type TopicListResponse,
  type TopicResultResponse,
  type WireTopic,
} from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushGroupAdmin } from './admin-push';
import { pushToUser } from '../gateway/delivery';
import { parse } from '../gateway/command';
import { RateLimiter } from '../policy/rate-limit';
import { checkUrl } from '../policy/urls';
import { groupTip } from './group-send';
import { excludedSeqs, lastMessage, readSeqs, toWire, type TopicRow } from './topic-view';
import { findMember, isManager, loadGroup, type GroupRow, type MemberRow } from '../storage/group-access';

/** The prefix of a community's topic IDs (`${groupID}@TOPIC#_`). */
export function topicPrefix(groupID: string): string {
  return `${groupID}@TOPIC#_`;
}

/** True when `topicID` is a well-formed topic ID of `groupID` (spec 5: else "illegal topic id"). */
export function isValidTopicID(groupID: string, topicID: string): boolean {
  const prefix = topicPrefix(groupID);
  return topicID.startsWith(prefix) && /^[\x21-\x7e]{1,48}$/.test(topicID.slice(prefix.length));
}

/** A community that supports topics, and the caller's membership (members only: 10007). */
async function community(
  ctx: ImContext,
  self: string,
  groupID: string,
): Promise<{ group: GroupRow; me: MemberRow }> {
  const group = await loadGroup(ctx, groupID);
  if (group.type !== GROUP_TYPE.COMMUNITY || Number(group.support_topic) !== 1)
    throw new ImError('INVALID_PARAMETER', 'this group does not support topics');
  const me = await findMember(ctx, groupID, self);
  if (!me) throw new ImError('NO_PERMISSION', 'not a member of this community');
  return { group, me };
}

function requireManager(me: MemberRow): void {
  if (!isManager(me)) throw new ImError('NO_PERMISSION', 'only the owner or an admin may manage topics');
}

const text = (max: number) => z.string().max(max).optional();
const fields = {
  avatar: text(500),
  introduction: text(400),
  notification: text(400),
  customData: text(4096),
};

/** Schema of topic.create. */
export const createTopicSchema = z.object({
  groupID: z.string().min(1),
  topicName: z.string().min(1).max(150),
  topicID: text(200),
  ...fields,
});

/**
 * Creates a topic (owner or admin of a topic-enabled community): a given topicID must be `${groupID}@TOPIC#_`
 * plus 1 to 48 printable characters (60003 "illegal topic id"); name, introduction and notification pass the
 * profanity filter. Members get TOPIC_CREATED.
 */
export async function createTopic(ctx: ImContext, self: string, raw: unknown): Promise<{ topic: WireTopic }> {
  const req = parse(createTopicSchema, raw);
  const { group, me } = await community(ctx, self, req.groupID);
  requireManager(me);
  if (req.topicID !== undefined && !isValidTopicID(group.group_id, req.topicID))
    throw new ImError('INVALID_PARAMETER', 'illegal topic id');
  checkUrl(req.avatar, 'avatar');
  const topicID =
    req.topicID ?? `${topicPrefix(group.group_id)}${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  const db = ctx.db.kysely;
  const count = await db
    .selectFrom('im_topics')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', group.group_id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= L.TOPICS) throw new ImError('INVALID_PARAMETER', `at most ${L.TOPICS} topics`);
  if (await db.selectFrom('im_topics').select('topic_id').where('topic_id', '=', topicID).executeTakeFirst())
    throw new ImError('GROUP_ID_IN_USE', 'topic ID already in use');
  const row: TopicRow = {
    topic_id: topicID,
    group_id: group.group_id,
    name: ctx.profanity.apply(req.topicName),
    avatar: req.avatar ?? '',
    introduction: ctx.profanity.apply(req.introduction ?? ''),
    notification: ctx.profanity.apply(req.notification ?? ''),
    custom_data: req.customData ?? '',
    mute_all: 0,
    next_seq: 0,
    create_time: nowSeconds(),
  };
  await db.insertInto('im_topics').values(row).execute();
  await pushGroupAdmin(ctx, { kind: 'topicCreated', groupID: group.group_id, topicID });
  return { topic: toWire(row, 0) };
}

/** Schema of topic.delete. */
export const deleteTopicSchema = z.object({
  groupID: z.string().min(1),
  topicIDList: z.array(z.string()).max(L.TOPICS).optional(),
});

/** Deletes topics (all when topicIDList is absent): owner or admin; per-topic results. Members get TOPIC_DELETED. */
export async function deleteTopics(ctx: ImContext, self: string, raw: unknown): Promise<TopicResultResponse> {
  const req = parse(deleteTopicSchema, raw);
  const { group, me } = await community(ctx, self, req.groupID);
  requireManager(me);
  const db = ctx.db.kysely;
  const existing = new Set(
    (
      await db.selectFrom('im_topics').select('topic_id').where('group_id', '=', group.group_id).execute()
    ).map((r) => r.topic_id),
  );
  const asked = req.topicIDList ?? [...existing];
  const res: TopicResultResponse = { successTopicList: [], failureTopicList: [] };
  for (const topicID of new Set(asked)) {
    if (!existing.has(topicID)) {
      res.failureTopicList.push({ topicID, code: 60003, message: 'illegal topic id' });
      continue;
    }
    await db.deleteFrom('im_topics').where('topic_id', '=', topicID).execute();
    await db.deleteFrom('im_topic_reads').where('topic_id', '=', topicID).execute();
    res.successTopicList.push({ topicID });
  }
  const topicIDList = res.successTopicList.map((t) => t.topicID);
  if (topicIDList.length)
    await pushGroupAdmin(ctx, { kind: 'topicDeleted', groupID: group.group_id, topicIDList });
  return res;
}

async function loadTopic(ctx: ImContext, groupID: string, topicID: string): Promise<TopicRow> {
  const t = await ctx.db.kysely
    .selectFrom('im_topics')
    .selectAll()
    .where('topic_id', '=', topicID)
    .where('group_id', '=', groupID)
    .executeTakeFirst();
  if (!t) throw new ImError('INVALID_PARAMETER', 'illegal topic id');
  return t;
}

/** Schema of topic.update. */
export const updateTopicSchema = z.object({
  groupID: z.string().min(1),
  topicID: z.string().min(1),
  topicName: z.string().min(1).max(150).optional(),
  muteAllMembers: z.boolean().optional(),
  ...fields,
});

/**
 * Updates a topic (owner or admin; profanity filtered; muteAllMembers a boolean). Members get TOPIC_UPDATED and
 * group tip 8.
 */
export async function updateTopic(ctx: ImContext, self: string, raw: unknown): Promise<{ topic: WireTopic }> {
  const req = parse(updateTopicSchema, raw);
  const { group, me } = await community(ctx, self, req.groupID);
  requireManager(me);
  await loadTopic(ctx, group.group_id, req.topicID);
  checkUrl(req.avatar, 'avatar');
  const set: Partial<TopicRow> = {};
  if (req.topicName !== undefined) set.name = ctx.profanity.apply(req.topicName);
  if (req.introduction !== undefined) set.introduction = ctx.profanity.apply(req.introduction);
  if (req.notification !== undefined) set.notification = ctx.profanity.apply(req.notification);
  if (req.avatar !== undefined) set.avatar = req.avatar;
  if (req.customData !== undefined) set.custom_data = req.customData;
  if (req.muteAllMembers !== undefined) set.mute_all = req.muteAllMembers ? 1 : 0;
  if (!Object.keys(set).length) throw new ImError('INVALID_PARAMETER', 'nothing to update');
  await ctx.db.kysely.updateTable('im_topics').set(set).where('topic_id', '=', req.topicID).execute();
  const updated = await loadTopic(ctx, group.group_id, req.topicID);
  // The push carries no reader's own unread count: each SDK keeps its own.
  await pushGroupAdmin(ctx, { kind: 'topicUpdated', groupID: group.group_id, topic: toWire(updated, 0) });
  // Spec 4 tip 8 (topic profile updated), in the community as the other group tips.
  const { groupID: _g, topicID: _t, ...changed } = req;
  await groupTip(ctx, group, self, GROUP_TIP.TOPIC_UPDATED, [], {
    topicID: req.topicID,
    newTopicInfo: changed,
  });
  const read = (await readSeqs(ctx, self, [req.topicID])).get(req.topicID) ?? 0;
  return { topic: toWire(updated, read) };
}

const [listEvery, listCount] = L.TOPIC_LIST_RATE;
const listLimiter = new RateLimiter(listEvery, listCount);

/** Schema of topic.list. */
export const topicListSchema = z.object({
  groupID: z.string().min(1),
  topicIDList: z.array(z.string()).max(L.TOPICS).optional(),
});

/** Topics of a community (all, or those listed): members only; frequency 1 s / 10 (2996). */
export async function listTopics(ctx: ImContext, self: string, raw: unknown): Promise<TopicListResponse> {
  const req = parse(topicListSchema, raw);
  const { group } = await community(ctx, self, req.groupID);
  if (!listLimiter.allow(self)) throw new ImError('OVER_FREQUENCY');
  const rows = await ctx.db.kysely
    .selectFrom('im_topics')
    .selectAll()
    .where('group_id', '=', group.group_id)
    .orderBy('create_time')
    .orderBy('topic_id')
    .execute();
  const byID = new Map(rows.map((r) => [r.topic_id, r]));
  const wanted = req.topicIDList ?? rows.map((r) => r.topic_id);
  const reads = await readSeqs(ctx, self, wanted);
  const res: TopicListResponse = { successTopicList: [], failureTopicList: [] };
  for (const topicID of wanted) {
    const t = byID.get(topicID);
    const read = reads.get(topicID) ?? 0;
    if (!t) {
      res.failureTopicList.push({ topicID, code: 60003, message: 'illegal topic id' });
      continue;
    }
    const wire = toWire(t, read, await excludedSeqs(ctx, topicID, read));
    const last = await lastMessage(ctx, topicID);
    res.successTopicList.push(last ? { ...wire, lastMessage: last } : wire);
  }
  return res;
}

/** Schema of topic.read. */
export const topicReadSchema = z.object({ groupID: z.string().min(1), topicID: z.string().min(1) });

/** Marks a topic read up to its newest message (members only). */
export async function readTopic(ctx: ImContext, self: string, raw: unknown): Promise<void> {
  const req = parse(topicReadSchema, raw);
  const { group } = await community(ctx, self, req.groupID);
  const t = await loadTopic(ctx, group.group_id, req.topicID);
  const seq = Number(t.next_seq);
  await ctx.db.kysely
    .insertInto('im_topic_reads')
    .values({ topic_id: t.topic_id, user_id: self, read_seq: seq })
    .onConflict((oc) => oc.columns(['topic_id', 'user_id']).doUpdateSet({ read_seq: seq }))
    .execute();
  // The reader's other sessions (and the SDK's topic cache) learn the topic is read.
  const body = { kind: 'topicRead', groupID: group.group_id, topicID: t.topic_id, readedSequence: seq };
  await pushToUser(ctx, self, JSON.stringify({ push: PUSH.GROUP_ADMIN, body }));
}
