import {
  CMD,
  GROUP_ADMIN_LIMITS as L,
  GROUP_ROLE,
  GROUP_TYPE,
  PUSH,
  isWorkGroup,
  type GroupAdminPush,
  type GroupRole,
  type GroupMessagePush,
  type PushFrame,
  type WireGroupApplication,
  type WireGroupMemberFull,
} from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import { ChatError, chatError } from '../core/errors';
import { groupFromWire, memberFromWire } from '../model/group';
import type { Group, GroupMember } from '../model/group';
import { CommunitiesModule } from './communities';
import { GroupAttributesModule } from './group-attributes';
import type { GroupsModule } from './groups';

/** The roles setGroupMemberRole may give (the owner changes only by a transfer). */
const SETTABLE_ROLES: readonly GroupRole[] = [GROUP_ROLE.ADMIN, GROUP_ROLE.MEMBER, GROUP_ROLE.CUSTOM];

/** A group application as getGroupApplicationList gives it and handleGroupApplication takes it. */
export type GroupApplication = WireGroupApplication;

/** The member fields the SDK shows, custom fields included. */
function fullMember(w: WireGroupMemberFull): GroupMember {
  return { ...memberFromWire(w), memberCustomField: w.memberCustomField };
}

function groupID(options: { groupID?: unknown } | undefined): string {
  const id = options?.groupID;
  if (typeof id !== 'string' || !id) throw chatError('ILLEGAL_GROUP_ID');
  return id;
}

function userList(list: unknown, max: number): string[] {
  if (!Array.isArray(list) || !list.length || !list.every((u) => typeof u === 'string' && u))
    throw chatError('INVALID_PARAMETER', 'userIDList must be a non-empty array of user IDs');
  return (list as string[]).slice(0, max);
}

/**
 * Group administration: the member calls (add, delete, mute, role, name card, custom fields, marks, profiles),
 * owner transfer, search and join applications; also holds the attribute/counter and community modules and
 * routes their pushes.
 */
export class GroupAdminModule {
  readonly attributes: GroupAttributesModule;
  readonly communities: CommunitiesModule;

  constructor(
    private readonly ctx: ChatContext,
    private readonly groups: GroupsModule,
  ) {
    this.attributes = new GroupAttributesModule(ctx);
    this.communities = new CommunitiesModule(ctx);
  }

  /** The groupAdmin push: attributes, counters and topics. */
  onPush(frame: PushFrame): void {
    if (frame.push === PUSH.GROUP_MESSAGE) {
      this.communities.onMessage((frame.body as GroupMessagePush).message);
      return;
    }
    if (frame.push !== PUSH.GROUP_ADMIN) return;
    const body = frame.body as GroupAdminPush;
    if (body.kind === 'attributes' || body.kind === 'counters') this.attributes.onPush(body);
    else this.communities.onPush(body);
  }

  /** Logout: forget caches. */
  reset(): void {
    this.attributes.reset();
    this.communities.reset();
  }

  /** A group's profile now (local when known), for results that carry `group`. */
  private async group(id: string): Promise<Group> {
    try {
      return (await this.groups.profile({ groupID: id })).group;
    } catch (e) {
      const local = this.groups.get(id);
      if (local) return local;
      throw e;
    }
  }

  private remember(group: Group): Group {
    if (this.groups.get(group.groupID)) this.groups.remember(group);
    return group;
  }

  /** One member after a change. */
  private async member(id: string, userID: string): Promise<GroupMember> {
    const res = await this.ctx.request(CMD.GROUP_MEMBER_PROFILE, { groupID: id, userIDList: [userID] });
    const w = res.memberList[0];
    if (!w) throw chatError('MEMBER_NOT_IN_GROUP');
    return fullMember(w);
  }

  /** addGroupMember: at most 500 users; not in live rooms. */
  async add(options: { groupID: string; userIDList: string[] }) {
    const id = groupID(options);
    if (this.groups.typeOf(id) === GROUP_TYPE.AVCHATROOM)
      throw chatError('INVALID_PARAMETER', 'cannot add members to a live room');
    const res = await this.ctx.request(CMD.GROUP_ADD_MEMBER, {
      groupID: id,
      userIDList: userList(options.userIDList, L.ADD_MEMBERS),
    });
    return { ...res, group: this.remember(groupFromWire(res.group)) };
  }

  /** deleteGroupMember: kick; in a live room a ban for `duration` seconds (required: 2686). */
  async delete(options: { groupID: string; userIDList: string[]; reason?: string; duration?: number }) {
    const id = groupID(options);
    if (this.groups.typeOf(id) === GROUP_TYPE.AVCHATROOM && !(Number(options.duration) > 0))
      throw chatError('BAN_DURATION_INVALID');
    const res = await this.ctx.request(CMD.GROUP_DELETE_MEMBER, {
      groupID: id,
      userIDList: userList(options.userIDList, L.ADD_MEMBERS),
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.duration !== undefined ? { duration: options.duration } : {}),
    });
    return { group: this.remember(groupFromWire(res.group)), userIDList: res.userIDList };
  }

  /** setGroupMemberMuteTime: seconds (0 unmutes), never self (2685). */
  async mute(options: { groupID: string; userID: string; muteTime: number }) {
    const id = groupID(options);
    if (options.userID === this.ctx.userID) throw chatError('CANNOT_MUTE_SELF');
    if (typeof options.muteTime !== 'number' || !(options.muteTime >= 0))
      throw chatError('INVALID_PARAMETER', 'muteTime must be 0 or more');
    const muteTime = Math.floor(options.muteTime);
    await this.ctx.request(CMD.GROUP_MUTE_MEMBER, { groupID: id, userID: options.userID, muteTime });
    const group = await this.group(id);
    if (group.type === GROUP_TYPE.AVCHATROOM) {
      const muteUntil = muteTime ? Math.floor(Date.now() / 1000) + muteTime : 0;
      return { group, member: { userID: options.userID, muteUntil } };
    }
    return { group, member: await this.member(id, options.userID) };
  }

  /** setGroupMemberRole: Admin or Member (Custom in communities), never self, not in work groups or live rooms. */
  async setRole(options: { groupID: string; userID: string; role: string }) {
    const id = groupID(options);
    const type = this.groups.typeOf(id);
    if (type && (type === GROUP_TYPE.AVCHATROOM || isWorkGroup(type))) throw chatError('CANNOT_SET_ROLE');
    const role = SETTABLE_ROLES.find((r) => r === options.role);
    if (!role) throw chatError('INVALID_MEMBER_ROLE');
    if (options.userID === this.ctx.userID) throw chatError('CANNOT_SET_SELF_ROLE');
    const res = await this.ctx.request(CMD.GROUP_SET_MEMBER_ROLE, {
      groupID: id,
      userID: options.userID,
      role,
    });
    return { group: await this.group(id), member: fullMember(res.member) };
  }

  /** setGroupMemberNameCard / setGroupMemberCustomField: own by default, others' for managers. */
  async setInfo(options: {
    groupID: string;
    userID?: string;
    nameCard?: string;
    memberCustomField?: { key: string; value: string }[];
  }) {
    const id = groupID(options);
    if (options.memberCustomField !== undefined && !Array.isArray(options.memberCustomField))
      throw chatError('INVALID_PARAMETER', 'memberCustomField must be an array');
    const res = await this.ctx.request(CMD.GROUP_SET_MEMBER_INFO, {
      groupID: id,
      ...(options.userID ? { userID: options.userID } : {}),
      ...(options.nameCard !== undefined ? { nameCard: options.nameCard } : {}),
      ...(options.memberCustomField !== undefined ? { memberCustomField: options.memberCustomField } : {}),
    });
    return { group: await this.group(id), member: fullMember(res.member) };
  }

  /** markGroupMemberList: live rooms, markType >= 1000, at most 500 users (extra cut). */
  async mark(options: { groupID: string; userIDList: string[]; markType: number; enableMark: boolean }) {
    const id = groupID(options);
    const res = await this.ctx.request(CMD.GROUP_MARK_MEMBERS, {
      groupID: id,
      userIDList: userList(options.userIDList, L.MARK_MEMBERS),
      markType: options.markType,
      enableMark: Boolean(options.enableMark),
    });
    return { groupID: id, ...res };
  }

  /** getGroupMemberProfile: at most 50 users (extra cut). */
  async profiles(options: { groupID: string; userIDList: string[]; memberCustomFieldFilter?: string[] }) {
    const id = groupID(options);
    const res = await this.ctx.request(CMD.GROUP_MEMBER_PROFILE, {
      groupID: id,
      userIDList: userList(options.userIDList, L.MEMBER_PROFILE),
      ...(options.memberCustomFieldFilter
        ? { memberCustomFieldFilter: options.memberCustomFieldFilter }
        : {}),
    });
    return { memberList: res.memberList.map(fullMember) };
  }

  /** searchGroupByID. */
  async search(id: string) {
    const res = await this.ctx.request(CMD.GROUP_SEARCH, { groupID: groupID({ groupID: id }) });
    return { group: groupFromWire(res.group) };
  }

  /** changeOwner: not in live rooms (2620), not to self (2621). */
  async changeOwner(options: { groupID: string; newOwnerID: string }) {
    const id = groupID(options);
    if (this.groups.typeOf(id) === GROUP_TYPE.AVCHATROOM) throw chatError('CANNOT_CHANGE_OWNER_LIVE');
    if (options.newOwnerID === this.ctx.userID) throw chatError('CANNOT_CHANGE_OWNER_SELF');
    const res = await this.ctx.request(CMD.GROUP_CHANGE_OWNER, {
      groupID: id,
      newOwnerID: options.newOwnerID,
    });
    return { group: this.remember(groupFromWire(res.group)) };
  }

  /** getGroupApplicationList: every pending join request of the groups I manage (pages of 20). */
  async applications(): Promise<{ applicationList: GroupApplication[] }> {
    const byKey = new Map<string, GroupApplication>();
    let startTime = 0;
    let startKey = '';
    for (let page = 0; page < 500; page++) {
      const res = await this.ctx.request(CMD.GROUP_APPLICATIONS, {
        startTime,
        ...(startKey ? { startKey } : {}),
        limit: L.APPLICATION_PAGE,
      });
      for (const a of res.applicationList) byKey.set(a.messageKey, a);
      if (!res.nextStartKey) break;
      startTime = res.nextStartTime;
      startKey = res.nextStartKey;
    }
    return { applicationList: [...byKey.values()] };
  }

  /** handleGroupApplication: Agree or Reject an application (or the join-request system message). */
  async handleApplication(options: {
    handleAction: string;
    handleMessage?: string;
    application?: { groupID?: string; applicant?: string };
    message?: { payload?: unknown };
  }) {
    if (options?.handleAction !== 'Agree' && options?.handleAction !== 'Reject')
      throw chatError('INVALID_PARAMETER', "handleAction must be 'Agree' or 'Reject'");
    const notice = options.message?.payload as
      { operatorID?: string; groupProfile?: { groupID?: string } } | undefined;
    const id = options.application?.groupID ?? notice?.groupProfile?.groupID;
    const applicant = options.application?.applicant ?? notice?.operatorID;
    if (!id || !applicant) throw chatError('INVALID_PARAMETER', 'application or message required');
    await this.ctx.request(CMD.GROUP_HANDLE_JOIN, {
      groupID: id,
      applicant,
      agree: options.handleAction === 'Agree',
      ...(options.handleMessage ? { handleMessage: options.handleMessage } : {}),
    });
    const group = await this.group(id).catch((e: unknown) => {
      if (e instanceof ChatError) return undefined;
      throw e;
    });
    return { group: group ?? { groupID: id } };
  }
}
