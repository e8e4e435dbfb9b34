import { CONV_TYPE, PUSH, type SendGroupRequest, type WireMessage, wireMessage } from '@tifo/protocol';
import { z } from 'zod';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushToGroup } from '../gateway/delivery';
import { parse, type Expect, type SchemaReadsBody } from '../gateway/command';
import { clientMessageID } from '../policy/client-id';
import { checkMessageSize } from '../policy/validate-message';
import {
  allowedControl,
  carriedPushInfo,
  clampTime,
  messageControlSchema,
  offlinePushInfoSchema,
  prepareElements,
} from '../policy/send-input';
import { groupScope, toRow } from '../storage/message-row';
import { findResend, ResendFound, unlessResent } from '../storage/resend';
import { isManager, requireMember } from '../storage/group-access';

const TOPIC_MARK = '@TOPIC#_';

/** The community of a topic ID (`${groupID}@TOPIC#_...`), or undefined for other IDs. */
export function communityOfTopic(topicID: string): string | undefined {
  const at = topicID.indexOf(TOPIC_MARK);
  return at > 0 ? topicID.slice(0, at) : undefined;
}

/** The community and topic a markRead names with conversationID GROUP<topicID>, if it names one. */
export function topicOfConversation(body: unknown): { groupID: string; topicID: string } | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'conversationID')) return undefined;
  const id = (body as { conversationID: unknown }).conversationID;
  if (typeof id !== 'string' || !id.startsWith('GROUP')) return undefined;
  const topicID = id.slice(5);
  const groupID = communityOfTopic(topicID);
  return groupID ? { groupID, topicID } : undefined;
}

/**
 * Spec 5: a community that supports topics takes no direct messages (its members talk in topics). Only IDs of the
 * community form (`@TGS#_`) are looked up, so other groups' sends, live rooms' above all, cost nothing more.
 */
export async function refuseTopicCommunity(ctx: ImContext, groupID: string): Promise<void> {
  if (!groupID.startsWith('@TGS#_')) return;
  const g = await ctx.db.kysely
    .selectFrom('im_groups')
    .select('support_topic')
    .where('group_id', '=', groupID)
    .executeTakeFirst();
  if (g && Number(g.support_topic) === 1)
    throw new ImError('INVALID_PARAMETER', 'this community supports topics: send to one of its topics');
}

/** Schema of msg.sendGroup to a community topic (elements are checked by validateElements). */
export const sendTopicSchema = z.object({
  groupID: z.string().min(1),
  elements: z.unknown(),
  random: z.number().int().min(0).max(4294967295),
  ID: z.string().max(200).optional(),
  clientTime: z.number().optional(),
  cloudCustomData: z.string().optional(),
  priority: z.enum(['High', 'Normal', 'Low', 'Lowest']).optional(),
  atUserList: z.array(z.string()).max(50).optional(),
  needReadReceipt: z.boolean().optional(),
  messageControlInfo: messageControlSchema.optional(),
  offlinePushInfo: offlinePushInfoSchema.optional(),
});
/**
 * The schema reads the protocol's SendGroupRequest (checked by the compiler), but for two fields the SDK sends to
 * topics as to any group and topic sends do not handle yet: onlineOnly (stored all the same) and
 * isSupportExtension (no extensions on topic messages). Each is a feature of its own to add here, then to take
 * out of this list.
 */
export type SendTopicSchemaReadsBody = Expect<
  SchemaReadsBody<typeof sendTopicSchema, SendGroupRequest, 'onlineOnly' | 'isSupportExtension'>
>;

/**
 * A member sends to a topic (msg.sendGroup with the topic ID as groupID): members of the community only, member
 * mutes and the community's and topic's mute-all honoured (managers exempt from mute-all), the same element,
 * size and profanity rules as group messages. The message is stored under the topic's own sequence (its unread
 * count is the spec's formula over it) and pushed to the community's members; a resend returns the original.
 */
export async function sendTopicFromUser(ctx: ImContext, self: string, raw: unknown): Promise<WireMessage> {
  const req = parse(sendTopicSchema, raw);
  const clientID = clientMessageID(self, req.random, req.ID);
  const groupID = communityOfTopic(req.groupID);
  if (!groupID) throw new ImError('INVALID_PARAMETER', 'illegal topic id');
  const control = allowedControl(req.messageControlInfo, false);
  const elements = await prepareElements(ctx, req.elements, control);
  checkMessageSize(elements, req.cloudCustomData ?? '');
  const { group, member } = await requireMember(ctx, groupID, self);
  const topic = await ctx.db.kysely
    .selectFrom('im_topics')
    .selectAll()
    .where('topic_id', '=', req.groupID)
    .where('group_id', '=', groupID)
    .executeTakeFirst();
  if (!topic) throw new ImError('INVALID_PARAMETER', 'illegal topic id');
  const now = nowSeconds();
  if (Number(member.mute_until) > now) throw new ImError('MUTED');
  if ((Number(group.mute_all) === 1 || Number(topic.mute_all) === 1) && !isManager(member))
    throw new ImError('MUTED', 'all members are muted');
  const profile = await ctx.profiles.get(self);
  const base = wireMessage({
    conversationType: CONV_TYPE.GROUP,
    from: self,
    to: topic.topic_id,
    random: req.random,
    time: now,
    clientTime: clampTime(req.clientTime, now),
    nick: profile.nick,
    avatar: profile.avatar,
    nameCard: member.name_card,
    elements,
    cloudCustomData: req.cloudCustomData ?? '',
    needReadReceipt: req.needReadReceipt ?? false,
    atUserList: req.atUserList ?? [],
    messageControlInfo: control,
    ...(req.priority ? { priority: req.priority } : {}),
    ...carriedPushInfo(req.offlinePushInfo),
  });
  const scope = groupScope(topic.topic_id);
  const stored = await unlessResent(() =>
    ctx.db.kysely.transaction().execute(async (trx) => {
      // Taking the topic's next sequence row-locks it until commit: the resend check cannot race.
      const t = await trx
        .updateTable('im_topics')
        .set((eb) => ({ next_seq: eb('next_seq', '+', 1) }))
        .where('topic_id', '=', topic.topic_id)
        .returning('next_seq')
        .executeTakeFirst();
      if (!t) throw new ImError('INVALID_PARAMETER', 'illegal topic id');
      const resent = await findResend(trx, scope, self, req.random, now);
      if (resent) throw new ResendFound(resent);
      const seq = Number(t.next_seq);
      const m: WireMessage = { ...base, sequence: seq, ID: clientID || `${scope}#${seq}` };
      await trx.insertInto('im_messages').values(toRow(m, scope)).execute();
      return m;
    }),
  );
  if (stored.resent) return stored.original;
  ctx.metrics.messages.inc({ kind: 'group' });
  const frame = JSON.stringify({ push: PUSH.GROUP_MESSAGE, body: { message: stored.value } });
  await pushToGroup(ctx, groupID, frame);
  return stored.value;
}
