import { CMD, GROUP_TYPE } from '@tifo/protocol';
import type { GroupType, InviteOption, UpdateGroupProfileRequest } from '@tifo/protocol';
import type { ChatResponse } from '../core/context';
import { chatError } from '../core/errors';
import type { Group, GroupMember } from '../model/group';
import type { CreateGroupOptions } from '../modules/groups';
import type { ChatCore } from './core';

/** Groups: create, join, leave, list, profile and members. */
export function groupsApi(core: ChatCore) {
  const { groups, live, incoming, session } = core;
  return {
    /** Creates a group of any of the five types. */
    createGroup(
      options: CreateGroupOptions,
    ): Promise<ChatResponse<{ group: Group; overLimitUserIDList: string[] }>> {
      return core.call('createGroup', async () => {
        const res = await groups.create(options);
        if (res.group.type === GROUP_TYPE.AVCHATROOM) {
          // The creator reads and speaks in the room at once, as after joinGroup.
          await groups.join({ groupID: res.group.groupID, unlimited: core.unlimitedLive });
          live.hold(res.group.groupID);
        } else incoming.baseline(res.group.groupID, Math.max(0, res.group.nextMessageSeq - 1));
        return res;
      });
    },

    /**
     * Joins a group. Logged in: over the socket. Not logged in: live rooms only, read by HTTP long
     * poll. Joining a live room leaves the previous one unless `unlimitedAVChatRoom`.
     */
    joinGroup(options: {
      groupID: string;
      applyMessage?: string;
      type?: GroupType;
    }): Promise<ChatResponse<{ status: string; group: Group | { groupID: string; type: GroupType } }>> {
      return core.call('joinGroup', async () => {
        if (!session.machine.isLoggedIn) return live.joinAnonymous(options?.groupID);
        const res = await groups.join({ ...options, unlimited: core.unlimitedLive });
        if (res.group.type === GROUP_TYPE.AVCHATROOM) live.hold(res.group.groupID);
        else incoming.baseline(res.group.groupID, Math.max(0, res.group.nextMessageSeq - 1));
        return { status: res.status, group: res.group };
      });
    },

    /** Leaves a group (or stops reading a live room anonymously). */
    quitGroup(groupID: string): Promise<ChatResponse<{ groupID: string }>> {
      return core.call('quitGroup', async () => {
        if (live.isPolling(groupID)) {
          core.onGroupGone(groupID);
          return { groupID };
        }
        if (!session.machine.isLoggedIn) throw chatError('MEMBER_NOT_IN_GROUP');
        return groups.quit(groupID);
      });
    },

    /** Dismisses a group (owner only; not work groups). */
    dismissGroup(groupID: string): Promise<ChatResponse<{ groupID: string }>> {
      return core.call('dismissGroup', () => groups.dismiss(groupID));
    },

    /**
     * The groups I am in. `groupProfileFilter` (TYPES.GRP_PROFILE_*) is accepted for compatibility: the service
     * always answers every profile field, so no field a host asks for is missing.
     */
    getGroupList(options?: {
      groupProfileFilter?: string[];
      type?: string;
    }): Promise<ChatResponse<{ groupList: Group[] }>> {
      if (options?.groupProfileFilter !== undefined && !Array.isArray(options.groupProfileFilter))
        return Promise.reject(chatError('INVALID_PARAMETER', 'groupProfileFilter must be an array'));
      return core.call('getGroupList', () => groups.list());
    },

    /** One group's profile. */
    getGroupProfile(options: {
      groupID: string;
      groupCustomFieldFilter?: string[];
    }): Promise<ChatResponse<{ group: Group }>> {
      return core.call('getGroupProfile', () => groups.profile(options));
    },

    /** Updates a group's profile (owner or admin). */
    updateGroupProfile(
      options: UpdateGroupProfileRequest & { inviteOption?: InviteOption },
    ): Promise<ChatResponse<{ group: Group }>> {
      return core.call('updateGroupProfile', () => groups.update(options));
    },

    /** Members, 15 by default, up to 100 per page. */
    getGroupMemberList(options: {
      groupID: string;
      count?: number;
      offset?: number;
      /** Live rooms: only the members carrying this mark (markGroupMemberList). */
      filter?: number;
    }): Promise<ChatResponse<{ memberList: GroupMember[]; offset: number }>> {
      return core.call('getGroupMemberList', () => groups.members(options));
    },

    /** Online members of a live room (cached up to 60 s). Works before login. */
    getGroupOnlineMemberCount(groupID: string): Promise<ChatResponse<{ memberCount: number }>> {
      return core.call('getGroupOnlineMemberCount', async () => {
        if (!session.machine.isLoggedIn) {
          session.connection.open();
          const res = await session.request(CMD.GROUP_ONLINE_COUNT, { groupID }, { auth: false });
          return { memberCount: res.onlineMemberNum };
        }
        return groups.onlineCount(groupID);
      });
    },
  };
}

/** The group methods of Chat. */
export type GroupsApi = ReturnType<typeof groupsApi>;
