import type { ChatResponse } from '../core/context';
import type { Group, GroupMember } from '../model/group';
import type { GroupApplication } from '../modules/group-admin';
import type { ChatCore } from './core';

type MemberResult = Promise<ChatResponse<{ group: Group; member: GroupMember }>>;

/** Group administration (tim-js-sdk names, options and results): members, owner, search, applications. */
export function groupAdminApi(core: ChatCore) {
  const admin = core.groupAdmin;
  return {
    /** Adds up to 500 users (not in live rooms). */
    addGroupMember(options: { groupID: string; userIDList: string[] }): Promise<
      ChatResponse<{
        successUserIDList: string[];
        failureUserIDList: string[];
        existedUserIDList: string[];
        overLimitUserIDList: string[];
        group: Group;
      }>
    > {
      return core.call('addGroupMember', () => admin.add(options));
    },

    /** Removes members; in a live room bans them for `duration` seconds. */
    deleteGroupMember(options: {
      groupID: string;
      userIDList: string[];
      reason?: string;
      duration?: number;
    }): Promise<ChatResponse<{ group: Group; userIDList: string[] }>> {
      return core.call('deleteGroupMember', () => admin.delete(options));
    },

    /** Mutes a member for `muteTime` seconds (0 unmutes). */
    setGroupMemberMuteTime(options: {
      groupID: string;
      userID: string;
      muteTime: number;
    }): Promise<ChatResponse<{ group: Group; member: GroupMember | { userID: string; muteUntil: number } }>> {
      return core.call('setGroupMemberMuteTime', () => admin.mute(options));
    },

    /** Sets a member's role (owner only). */
    setGroupMemberRole(options: { groupID: string; userID: string; role: string }): MemberResult {
      return core.call('setGroupMemberRole', () => admin.setRole(options));
    },

    /** Sets a name card (own by default). */
    setGroupMemberNameCard(options: { groupID: string; nameCard: string; userID?: string }): MemberResult {
      return core.call('setGroupMemberNameCard', () => admin.setInfo(options));
    },

    /** Sets member custom fields (own by default). */
    setGroupMemberCustomField(options: {
      groupID: string;
      memberCustomField: { key: string; value: string }[];
      userID?: string;
    }): MemberResult {
      return core.call('setGroupMemberCustomField', () => admin.setInfo(options));
    },

    /** Marks or unmarks live-room members (markType >= 1000). */
    markGroupMemberList(options: {
      groupID: string;
      userIDList: string[];
      markType: number;
      enableMark: boolean;
    }): Promise<ChatResponse<{ groupID: string; successUserIDList: string[]; failureUserIDList: string[] }>> {
      return core.call('markGroupMemberList', () => admin.mark(options));
    },

    /** Profiles of up to 50 members. */
    getGroupMemberProfile(options: {
      groupID: string;
      userIDList: string[];
      memberCustomFieldFilter?: string[];
    }): Promise<ChatResponse<{ memberList: GroupMember[] }>> {
      return core.call('getGroupMemberProfile', () => admin.profiles(options));
    },

    /** A group's profile by ID. */
    searchGroupByID(groupID: string): Promise<ChatResponse<{ group: Group }>> {
      return core.call('searchGroupByID', () => admin.search(groupID));
    },

    /** Transfers ownership (owner only; not live rooms, not to self). */
    changeGroupOwner(options: {
      groupID: string;
      newOwnerID: string;
    }): Promise<ChatResponse<{ group: Group }>> {
      return core.call('changeGroupOwner', () => admin.changeOwner(options));
    },

    /** Pending join requests of the groups I manage. */
    getGroupApplicationList(): Promise<ChatResponse<{ applicationList: GroupApplication[] }>> {
      return core.call('getGroupApplicationList', () => admin.applications());
    },

    /** Agrees to or rejects a join request (from getGroupApplicationList or its system message). */
    handleGroupApplication(options: {
      handleAction: string;
      handleMessage?: string;
      application?: { groupID?: string; applicant?: string };
      message?: { payload?: unknown };
    }): Promise<ChatResponse<{ group: Group | { groupID: string } }>> {
      return core.call('handleGroupApplication', () => admin.handleApplication(options));
    },
  };
}

/** The group administration methods of Chat. */
export type GroupAdminApi = ReturnType<typeof groupAdminApi>;
