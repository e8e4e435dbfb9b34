import type { WireMessage, WireTopic } from '@tifo/protocol';
import type { Selectable } from 'kysely';
import type { ImContext } from '../context';
import type { TopicsTable } from './admin-tables';
import { fromRow, groupScope } from '../storage/message-row';

/** A stored topic row. */
export type TopicRow = Selectable<TopicsTable>;

/**
 * The wire topic with the caller's unread count by the spec's formula: next sequence minus read sequence minus
 * one (the wire's nextMessageSeq is last + 1), minus the excluded sequences in that range, never below 0.
 */
export function toWire(t: TopicRow, readSeq: number, excluded: number[] = []): WireTopic {
  const nextMessageSeq = Number(t.next_seq) + 1;
  const inRange = excluded.filter((s) => s > readSeq && s < nextMessageSeq);
  return {
    topicID: t.topic_id,
    topicName: t.name,
    avatar: t.avatar,
    introduction: t.introduction,
    notification: t.notification,
    customData: t.custom_data,
    muteAllMembers: Number(t.mute_all) === 1,
    nextMessageSeq,
    unreadCount: Math.max(0, nextMessageSeq - readSeq - 1 - inRange.length),
    selfInfo: {
      muteTime: 0,
      readedSequence: readSeq,
      messageRemindType: 'AcceptAndNotify',
      excludedUnreadSequenceList: inRange,
    },
  };
}

/** Sequences of a topic's messages sent excluded from unread counts, after `afterSeq`. */
export async function excludedSeqs(ctx: ImContext, topicID: string, afterSeq: number): Promise<number[]> {
  const rows = await ctx.db.kysely
    .selectFrom('im_messages')
    .select('seq')
    .where('scope', '=', groupScope(topicID))
    .where('no_unread', '=', 1)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .execute();
  return rows.map((r) => Number(r.seq));
}

/** The topic's newest message that may show as last message (not sent with excludedFromLastMessage). */
export async function lastMessage(ctx: ImContext, topicID: string): Promise<WireMessage | undefined> {
  const row = await ctx.db.kysely
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', groupScope(topicID))
    .where('no_last', '=', 0)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function readSeqs(
  ctx: ImContext,
  self: string,
  topicIDs: string[],
): Promise<Map<string, number>> {
  if (!topicIDs.length) return new Map();
  const rows = await ctx.db.kysely
    .selectFrom('im_topic_reads')
    .select(['topic_id', 'read_seq'])
    .where('user_id', '=', self)
    .where('topic_id', 'in', topicIDs)
    .execute();
  return new Map(rows.map((r) => [r.topic_id, Number(r.read_seq)]));
}
