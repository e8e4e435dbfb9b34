import {
  GROUP_TYPE,
  INVITE_OPTION,
  type GroupRole,
  type GroupType,
  type JoinOption,
  type RemindType,
  type WireGroupProfile,
} from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { roomAudience } from '../live';
import type { GroupRow, MemberRow } from '../storage/group-access';
import { inviteOption } from './group-invite';

/** A group's custom fields, as createGroup and updateGroupProfile take them. */
export const groupCustomFieldSchema = z
  .array(z.object({ key: z.string().min(1).max(16), value: z.string().max(512) }))
  .max(16);

/** The wire profile of a group, with selfInfo when the caller is a member. */
export async function toProfile(ctx: ImContext, g: GroupRow, member?: MemberRow): Promise<WireGroupProfile> {
  const memberCount =
    g.type === GROUP_TYPE.AVCHATROOM
      ? await roomAudience(ctx.presence, g.group_id)
      : (await ctx.members.get(g.group_id)).size;
  const profile: WireGroupProfile = {
    groupID: g.group_id,
    name: g.name,
    type: g.type as GroupType,
    avatar: g.avatar,
    introduction: g.introduction,
    notification: g.notification,
    ownerID: g.owner_id,
    createTime: Number(g.create_time),
    infoSequence: Number(g.info_seq),
    lastInfoTime: Number(g.last_info_time),
    lastMessageTime: Number(g.last_msg_time),
    nextMessageSeq: Number(g.next_seq) + 1,
    memberCount,
    maxMemberCount: Number(g.max_members),
    joinOption: g.join_option as JoinOption,
    inviteOption:
      g.type === GROUP_TYPE.AVCHATROOM ? INVITE_OPTION.DISABLE_INVITE : await inviteOption(ctx, g),
    muteAllMembers: Number(g.mute_all) === 1,
    isSupportTopic: Number(g.support_topic) === 1,
    groupCustomField: JSON.parse(g.custom) as { key: string; value: string }[],
  };
  if (member) {
    profile.selfInfo = {
      userID: member.user_id,
      role: member.role as GroupRole,
      joinTime: Number(member.join_time),
      nameCard: member.name_card,
      messageRemindType: member.remind_type as RemindType,
      readedSequence: Number(member.read_seq),
      muteTime: Number(member.mute_until),
    };
  }
  return profile;
}
