/**
 * Groups: create, join, quit, dismiss, members, profiles, attributes, counters, community topics, mutes and
 * live-room bans, and group and topic sends with their tips and notices. Reached only through this file.
 */
export { groupAdminHandlers } from './admin-commands';
export { groupBodySchemas } from './body-schemas';
export { groupHandlers } from './commands';
export { toProfile } from './group-profile';
export { onlineCount, updateGroup } from './group-read';
export { deliverGroupMessage } from './group-send';
export { createGroup, dismissGroup } from './groups';
export { MemberCache } from './member-cache';
export { groupMessageHandlers } from './message-commands';
export { moderationHandlers } from './moderation-commands';
export { setRole } from './room-roles';
export { banMembers, muteMember, unbanMembers } from './sanctions';
