import {
  AT_ALL,
  CONV_TYPE,
  ELEM_TYPE,
  GROUP_TYPE,
  MESSAGE_PRIORITY,
  PUSH,
  SYSTEM_CONVERSATION_ID,
  type MessageElement,
  type MessageControlInfo,
  type MessagePriority,
  type OfflinePushInfo,
  type WireMessage,
  wireMessage,
} from '@tifo/protocol';
import { z } from 'zod';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { pushToGroup, pushToUser } from '../gateway/delivery';
import { parse } from '../gateway/command';
import { checkMessageSize } from '../policy/validate-message';
import {
  allowedControl,
  carriedPushInfo,
  clampTime,
  messageControlSchema,
  offlinePushInfoSchema,
  prepareElements,
} from '../policy/send-input';
import { groupScope, systemScope, toRow } from '../storage/message-row';
import { appendTimeline, ensureUsers } from '../storage/users';
import { findResend, ResendFound, unlessResent } from '../storage/resend';
import { timelineFrame, grantMergedLists } from '../messages';
import { isManager, loadGroup, requireMember, type GroupRow } from '../storage/group-access';
import { checkLiveSend } from '../live';
import { clientMessageID } from '../policy/client-id';

/** Fields of a new group message. */
export interface GroupMessageInput {
  from: string;
  elements: MessageElement[];
  random: number;
  /** The client-made ID, checked by clientMessageID; '' or absent: the service makes one. */
  ID?: string;
  priority?: MessagePriority;
  atUserList?: string[];
  cloudCustomData?: string;
  /** The sender's display: callers pass the stored profile (the admin API may name its own). */
  nick?: string;
  avatar?: string;
  nameCard?: string;
  clientTime?: number;
  needReadReceipt?: boolean;
  isSupportExtension?: boolean;
  onlineOnly?: boolean;
  control?: MessageControlInfo;
  /** Carried on the message as the sender gave it. */
  offlinePushInfo?: OfflinePushInfo;
}

function buildMessage(group: GroupRow, input: GroupMessageInput, now: number): WireMessage {
  return wireMessage({
    conversationType: CONV_TYPE.GROUP,
    from: input.from,
    to: group.group_id,
    random: input.random,
    time: now,
    clientTime: input.clientTime ?? now,
    nick: input.nick ?? '',
    avatar: input.avatar ?? '',
    nameCard: input.nameCard ?? '',
    priority: input.priority ?? MESSAGE_PRIORITY.NORMAL,
    elements: input.elements,
    cloudCustomData: input.cloudCustomData ?? '',
    needReadReceipt: input.needReadReceipt ?? false,
    ...(input.isSupportExtension && group.type !== GROUP_TYPE.AVCHATROOM && !input.onlineOnly
      ? { isSupportExtension: true }
      : {}),
    atUserList: input.atUserList ?? [],
    onlineOnlyFlag: input.onlineOnly ?? false,
    messageControlInfo: input.control ?? {},
    ...carriedPushInfo(input.offlinePushInfo),
  });
}

/**
 * Stores and fans out a group message (no checks: callers check permissions). Live rooms keep nothing
 * and go to the per-tick fan-out; online-only messages are pushed and not stored.
 */
export async function deliverGroupMessage(
  ctx: ImContext,
  group: GroupRow,
  input: GroupMessageInput,
): Promise<WireMessage> {
  const now = nowSeconds();
  const base = buildMessage(group, input, now);
  base.ID = input.ID ?? '';
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    const message = {
      ...base,
      ID: base.ID || `live:${group.group_id}:${input.from}:${input.random}:${Date.now()}`,
      broadcastSequence: await ctx.live.takeSeq(group.group_id),
    };
    await ctx.broker.publish(DELIVER_CHANNEL, { t: 'live', groupID: group.group_id, message });
    ctx.metrics.messages.inc({ kind: 'live' });
    return message;
  }
  if (input.onlineOnly) {
    const message = {
      ...base,
      ID: base.ID || `online:${group.group_id}:${input.from}:${input.random}:${now}`,
    };
    await pushToGroup(ctx, group.group_id, JSON.stringify({ push: PUSH.ONLINE_MESSAGE, body: { message } }));
    return message;
  }
  const scope = groupScope(group.group_id);
  const fast = ctx.db.fast;
  let message: WireMessage;
  if (fast) {
    const r = await fast.group({ scope, groupID: group.group_id, base, now });
    if (!r) throw new ImError('GROUP_NOT_FOUND');
    if (r.resent) return r.message;
    message = r.message;
  } else {
    const stored = await unlessResent(() =>
      ctx.db.kysely.transaction().execute(async (trx) => {
        // Taking the group's next sequence row-locks the group until commit: the resend check cannot race.
        const g = await trx
          .updateTable('im_groups')
          .set((eb) => ({ next_seq: eb('next_seq', '+', 1), last_msg_time: now }))
          .where('group_id', '=', group.group_id)
          .returning('next_seq')
          .executeTakeFirst();
        if (!g) throw new ImError('GROUP_NOT_FOUND');
        const resent = await findResend(trx, scope, input.from, input.random, now);
        if (resent) throw new ResendFound(resent);
        const seq = Number(g.next_seq);
        const m: WireMessage = { ...base, sequence: seq, ID: base.ID || `${scope}#${seq}` };
        await trx.insertInto('im_messages').values(toRow(m, scope)).execute();
        await trx
          .updateTable('im_members')
          .set({ last_send_time: now })
          .where('group_id', '=', group.group_id)
          .where('user_id', '=', input.from)
          .execute();
        return m;
      }),
    );
    if (stored.resent) return stored.original;
    message = stored.value;
  }
  ctx.metrics.messages.inc({ kind: 'group' });
  await pushToGroup(ctx, group.group_id, JSON.stringify({ push: PUSH.GROUP_MESSAGE, body: { message } }));
  return message;
}

/** Stores a group tip (not counted as unread) from `operatorID`. */
export function groupTip(
  ctx: ImContext,
  group: GroupRow,
  operatorID: string,
  operationType: number,
  userIDList: string[],
  extra: Record<string, unknown> = {},
) {
  return deliverGroupMessage(ctx, group, {
    from: operatorID,
    random: Math.floor(Math.random() * 2 ** 31),
    elements: [
      {
        type: ELEM_TYPE.GROUP_TIP,
        content: { operationType, operatorID, groupID: group.group_id, userIDList, ...extra },
      },
    ],
    control: { excludedFromUnreadCount: true },
  });
}

/** Sends a group system notice to users (their system conversation, through the timeline). */
export async function systemNotice(
  ctx: ImContext,
  group: Pick<GroupRow, 'group_id' | 'name' | 'type'>,
  operatorID: string,
  operationType: number,
  userIDs: string[],
  handleMessage = '',
) {
  const now = nowSeconds();
  for (const userID of new Set(userIDs)) {
    const scope = systemScope(userID);
    const { message, cursor } = await ctx.db.kysely.transaction().execute(async (trx) => {
      await ensureUsers(trx, [userID], now);
      const c = await trx
        .insertInto('im_pairs')
        .values({ pair_key: scope, next_seq: 1 })
        .onConflict((oc) =>
          oc.column('pair_key').doUpdateSet((eb) => ({ next_seq: eb(eb.ref('im_pairs.next_seq'), '+', 1) })),
        )
        .returning('next_seq')
        .executeTakeFirstOrThrow();
      const seq = Number(c.next_seq);
      const message: WireMessage = {
        ...buildMessage(group as GroupRow, { from: operatorID, random: seq, elements: [] }, now),
        conversationType: CONV_TYPE.SYSTEM,
        to: userID,
        sequence: seq,
        ID: `${scope}#${seq}`,
        elements: [
          {
            type: ELEM_TYPE.GROUP_SYSTEM_NOTICE,
            content: {
              operationType,
              operatorID,
              groupProfile: { groupID: group.group_id, name: group.name, type: group.type },
              handleMessage,
            },
          },
        ],
      };
      await trx.insertInto('im_messages').values(toRow(message, scope)).execute();
      await trx
        .insertInto('im_conversations')
        .values({
          owner_id: userID,
          conv_id: SYSTEM_CONVERSATION_ID,
          conv_type: CONV_TYPE.SYSTEM,
          last_seq: seq,
          show_seq: seq,
          last_time: now,
          update_time: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['owner_id', 'conv_id'])
            .doUpdateSet({ last_seq: seq, show_seq: seq, last_time: now, update_time: now, hidden: 0 }),
        )
        .execute();
      const cursor = await appendTimeline(trx, {
        userID,
        kind: 'system',
        convID: SYSTEM_CONVERSATION_ID,
        scope,
        seq,
        time: now,
      });
      return { message, cursor };
    });
    await pushToUser(
      ctx,
      userID,
      timelineFrame({ cursor, kind: 'system', conversationID: SYSTEM_CONVERSATION_ID, message }),
    );
  }
}

/** Schema of msg.sendGroup (elements are checked by validateElements). */
export const sendGroupSchema = z.object({
  groupID: z.string().min(1),
  elements: z.unknown(),
  random: z.number().int().min(0).max(4294967295),
  ID: z.string().max(200).optional(),
  clientTime: z.number().optional(),
  cloudCustomData: z.string().optional(),
  priority: z.enum(['High', 'Normal', 'Low', 'Lowest']).optional(),
  atUserList: z.array(z.string()).max(50).optional(),
  onlineOnly: z.boolean().optional(),
  needReadReceipt: z.boolean().optional(),
  isSupportExtension: z.boolean().optional(),
  messageControlInfo: messageControlSchema.optional(),
  offlinePushInfo: offlinePushInfoSchema.optional(),
});

/**
 * A member sends to a group: members only (live rooms: viewers of this connection), never in a read-only
 * (server-owned) group, muting honoured (managers exempt from mute-all), profanity, size, URL and at-mention
 * rules applied; the message shows the sender's stored nick and avatar.
 */
export async function sendGroupFromUser(
  ctx: ImContext,
  self: string,
  inLiveRoom: (groupID: string) => boolean,
  raw: unknown,
) {
  const req = parse(sendGroupSchema, raw);
  const clientID = clientMessageID(self, req.random, req.ID);
  const control = allowedControl(req.messageControlInfo, false);
  const elements = await prepareElements(ctx, req.elements, control);
  checkMessageSize(elements, req.cloudCustomData ?? '');
  const group = await loadGroup(ctx, req.groupID);
  if (Number(group.read_only) === 1)
    throw new ImError('NO_PERMISSION', 'read-only group: only the server posts here');
  const atUserList = req.atUserList ?? [];
  if (atUserList.includes(AT_ALL) && group.type === GROUP_TYPE.AVCHATROOM) {
    throw new ImError('INVALID_PARAMETER', 'no at-all in live rooms');
  }
  let nameCard = '';
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    // Bans, mutes, speak rules, presence in the room, capacity and slow mode (live/send-check.ts); the
    // last check, so a send refused for any other reason does not start the sender's slow-mode interval.
    await checkLiveSend(ctx, group, self, inLiveRoom);
  } else {
    const { member } = await requireMember(ctx, group.group_id, self);
    const now = nowSeconds();
    if (Number(member.mute_until) > now) throw new ImError('MUTED');
    if (Number(group.mute_all) === 1 && !isManager(member))
      throw new ImError('MUTED', 'all members are muted');
    nameCard = member.name_card;
    if (!req.onlineOnly) await grantMergedLists(ctx, self, elements, groupScope(group.group_id));
  }
  const profile = await ctx.profiles.get(self);
  return deliverGroupMessage(ctx, group, {
    from: self,
    elements,
    random: req.random,
    ID: clientID,
    priority: req.priority,
    atUserList,
    cloudCustomData: req.cloudCustomData,
    nick: profile.nick,
    avatar: profile.avatar,
    nameCard,
    clientTime: clampTime(req.clientTime, nowSeconds()),
    needReadReceipt: req.needReadReceipt,
    isSupportExtension: req.isSupportExtension,
    onlineOnly: req.onlineOnly,
    control,
    offlinePushInfo: req.offlinePushInfo,
  });
}
