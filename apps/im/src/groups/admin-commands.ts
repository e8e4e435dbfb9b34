import { CMD } from '@tifo/protocol';
import { getAttributes, getCounters, updateCounters, writeAttributes } from './group-attributes';
import { setInviteOption } from './group-invite';
import { markMembers, memberProfile, setMemberInfo } from './group-member-edit';
import { addGroupMember, deleteGroupMember, setMemberRole } from './group-members';
import { changeOwner, groupApplications, joinedCommunities, searchGroup } from './group-owner';
import { createTopic, deleteTopics, listTopics, readTopic, updateTopic } from './group-topics';
import { selfOf, type Handler } from '../gateway/command';

/**
 * Group administration: members (add, delete, role, name card and custom fields, marks, profiles), owner
 * transfer, search, join applications, attributes, counters, communities and topics. Mute and the live-room ban
 * stay in moderation.ts; answering a join request stays group.handleJoin.
 */
export const groupAdminHandlers: Record<string, Handler> = {
  [CMD.GROUP_ADD_MEMBER]: (ctx, conn, body) => addGroupMember(ctx, selfOf(conn), body),
  [CMD.GROUP_DELETE_MEMBER]: (ctx, conn, body) => deleteGroupMember(ctx, selfOf(conn), body),
  [CMD.GROUP_SET_MEMBER_ROLE]: (ctx, conn, body) => setMemberRole(ctx, selfOf(conn), body),
  [CMD.GROUP_SET_MEMBER_INFO]: (ctx, conn, body) => setMemberInfo(ctx, selfOf(conn), body),
  [CMD.GROUP_MARK_MEMBERS]: (ctx, conn, body) => markMembers(ctx, selfOf(conn), body),
  [CMD.GROUP_MEMBER_PROFILE]: (ctx, conn, body) => memberProfile(ctx, conn, selfOf(conn), body),
  [CMD.GROUP_CHANGE_OWNER]: (ctx, conn, body) => changeOwner(ctx, selfOf(conn), body),
  [CMD.GROUP_SEARCH]: (ctx, conn, body) => searchGroup(ctx, selfOf(conn), body),
  [CMD.GROUP_SET_INVITE_OPTION]: (ctx, conn, body) => setInviteOption(ctx, selfOf(conn), body),
  [CMD.GROUP_APPLICATIONS]: (ctx, conn, body) => groupApplications(ctx, selfOf(conn), body),
  [CMD.GROUP_ATTR_INIT]: (ctx, conn, body) => writeAttributes(ctx, conn, selfOf(conn), 'init', body),
  [CMD.GROUP_ATTR_SET]: (ctx, conn, body) => writeAttributes(ctx, conn, selfOf(conn), 'set', body),
  [CMD.GROUP_ATTR_DELETE]: (ctx, conn, body) => writeAttributes(ctx, conn, selfOf(conn), 'delete', body),
  [CMD.GROUP_ATTR_GET]: (ctx, conn, body) => getAttributes(ctx, conn, selfOf(conn), body),
  [CMD.GROUP_COUNTER_UPDATE]: (ctx, conn, body) => updateCounters(ctx, conn, selfOf(conn), body),
  [CMD.GROUP_COUNTER_GET]: (ctx, conn, body) => getCounters(ctx, conn, selfOf(conn), body),
  [CMD.COMMUNITY_LIST]: (ctx, conn) => joinedCommunities(ctx, selfOf(conn)),
  [CMD.TOPIC_CREATE]: (ctx, conn, body) => createTopic(ctx, selfOf(conn), body),
  [CMD.TOPIC_DELETE]: (ctx, conn, body) => deleteTopics(ctx, selfOf(conn), body),
  [CMD.TOPIC_UPDATE]: (ctx, conn, body) => updateTopic(ctx, selfOf(conn), body),
  [CMD.TOPIC_LIST]: (ctx, conn, body) => listTopics(ctx, selfOf(conn), body),
  [CMD.TOPIC_READ]: async (ctx, conn, body) => (await readTopic(ctx, selfOf(conn), body), {}),
};
