import { CONV_TYPE, GROUP_TYPE } from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import type { ResolvedConversation } from './refs';
import { loadGroup, requireMember, type GroupRow, type MemberRow } from '../storage/group-access';

/** What the caller may see of a conversation: sequences above `floor`. */
export interface Visibility {
  floor: number;
  group?: GroupRow;
  member?: MemberRow;
}

/**
 * The lowest invisible sequence for the caller: cleared history, and for groups the join point
 * (a member does not read what was said before joining). Non-members of a group get 10007.
 */
export async function visibility(
  ctx: ImContext,
  self: string,
  conv: ResolvedConversation,
): Promise<Visibility> {
  const row = await ctx.db.kysely
    .selectFrom('im_conversations')
    .select('clear_seq')
    .where('owner_id', '=', self)
    .where('conv_id', '=', conv.conversationID)
    .executeTakeFirst();
  const cleared = Number(row?.clear_seq ?? 0);
  if (conv.type !== CONV_TYPE.GROUP) return { floor: cleared };
  const live = await loadGroup(ctx, conv.peer);
  if (live.type === GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'live rooms keep no history');
  const { group, member } = await requireMember(ctx, conv.peer, self);
  return { floor: Math.max(cleared, Number(member.join_seq)), group, member };
}
