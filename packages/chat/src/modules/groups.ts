import {
  CMD,
  INVITE_OPTION,
  GROUP_TYPE,
  JOIN_OPTION,
  LIMITS,
  isGroupType,
  isValidGroupID,
  isWorkGroup,
} from '@tifo/protocol';
import type {
  CreateGroupRequest,
  GroupType,
  InviteOption,
  JoinStatus,
  UpdateGroupProfileRequest,
} from '@tifo/protocol';
import { chatError } from '../core/errors';
import type { ChatContext } from '../core/context';
import { Throttle } from '../core/throttle';
import type { Timers } from '../core/throttle';
import { groupFromWire, memberFromWire } from '../model/group';
import type { Group, GroupMember } from '../model/group';

/** createGroup options (Tencent names; memberList entries are `{userID, role?}`). */
export type CreateGroupOptions = CreateGroupRequest;

/** Online count cache entry (spec 9: refresh only if older than expiry, 10 s since update, 3 s since request). */
interface OnlineCount {
  value: number;
  updatedAt: number;
  expiresAt: number;
  requestedAt: number;
}

/** Core groups: create, join, quit, dismiss, list, profile, update, members, online count. */
export class GroupsModule {
  private readonly byID = new Map<string, Group>();
  private readonly online = new Map<string, OnlineCount>();
  private readonly listEvent: Throttle;
  /** Told of every group stored or changed (the conversation list shows the group's profile). */
  onChanged: (group: Group) => void = () => undefined;

  constructor(
    private readonly ctx: ChatContext,
    private readonly onGroupGone: (groupID: string) => void,
    timers?: Timers,
  ) {
    this.listEvent = new Throttle(
      () => this.ctx.emit('onGroupListUpdated', [...this.byID.values()]),
      1000,
      timers,
    );
  }

  /** The type of a local group, if known. */
  typeOf(groupID: string): GroupType | undefined {
    return this.byID.get(groupID)?.type;
  }

  /** A local group. */
  get(groupID: string): Group | undefined {
    return this.byID.get(groupID);
  }

  /** Stores a group from the service and announces the list change. */
  remember(group: Group): Group {
    this.byID.set(group.groupID, group);
    this.listEvent.schedule();
    this.onChanged(group);
    return group;
  }

  /** Drops a local group (dismissed, kicked, quit). */
  forget(groupID: string): void {
    if (this.byID.delete(groupID)) this.listEvent.schedule();
    this.onGroupGone(groupID);
  }

  /** createGroup: type and ID checked locally (2600, 2601); memberList ignored for live rooms. */
  async create(options: CreateGroupOptions): Promise<{ group: Group; overLimitUserIDList: string[] }> {
    if (!isGroupType(options?.type)) throw chatError('ILLEGAL_GROUP_TYPE');
    if (typeof options.name !== 'string' || options.name.length === 0) {
      throw chatError('ILLEGAL_GROUP_TYPE', 'group name is required');
    }
    if (options.groupID !== undefined && !isValidGroupID(options.type, options.groupID)) {
      throw chatError('ILLEGAL_GROUP_ID');
    }
    const body: CreateGroupRequest = { ...options };
    if (options.type === GROUP_TYPE.AVCHATROOM) delete body.memberList;
    // Only Public and Community honour a join option (spec 5).
    if (options.type !== GROUP_TYPE.PUBLIC && options.type !== GROUP_TYPE.COMMUNITY) delete body.joinOption;
    if (options.type !== GROUP_TYPE.COMMUNITY) delete body.isSupportTopic;
    const res = await this.ctx.request(CMD.GROUP_CREATE, body);
    const group = this.remember(groupFromWire(res.group));
    return { group, overLimitUserIDList: res.overLimitUserIDList };
  }

  /** joinGroup (logged in, over the socket): JoinedSuccess, AlreadyInGroup or WaitAdminApproval. */
  async join(options: { groupID: string; applyMessage?: string; unlimited?: boolean }): Promise<{
    status: JoinStatus;
    group: Group;
    longPollingKey?: string;
    nextBroadcastSeq?: number;
  }> {
    if (typeof options?.groupID !== 'string' || !options.groupID) throw chatError('ILLEGAL_GROUP_ID');
    const local = this.byID.get(options.groupID);
    if (local && isWorkGroup(local.type)) throw chatError('CANNOT_JOIN_WORK');
    const res = await this.ctx.request(CMD.GROUP_JOIN, {
      groupID: options.groupID,
      ...(options.applyMessage ? { applyMessage: options.applyMessage } : {}),
      ...(options.unlimited ? { unlimited: true } : {}),
    });
    const group = groupFromWire(res.group);
    if (res.status !== 'WaitAdminApproval') this.remember(group);
    return {
      status: res.status,
      group,
      ...(res.longPollingKey ? { longPollingKey: res.longPollingKey } : {}),
      ...(res.nextBroadcastSeq !== undefined ? { nextBroadcastSeq: res.nextBroadcastSeq } : {}),
    };
  }

  /** quitGroup: must be in the group (the service answers otherwise). */
  async quit(groupID: string): Promise<{ groupID: string }> {
    if (typeof groupID !== 'string' || !groupID) throw chatError('ILLEGAL_GROUP_ID');
    await this.ctx.request(CMD.GROUP_QUIT, { groupID });
    this.forget(groupID);
    return { groupID };
  }

  /** dismissGroup: work groups cannot be dismissed (2602). */
  async dismiss(groupID: string): Promise<{ groupID: string }> {
    if (typeof groupID !== 'string' || !groupID) throw chatError('ILLEGAL_GROUP_ID');
    const local = this.byID.get(groupID);
    if (local && isWorkGroup(local.type)) throw chatError('CANNOT_DISMISS_WORK');
    await this.ctx.request(CMD.GROUP_DISMISS, { groupID });
    this.forget(groupID);
    return { groupID };
  }

  /** getGroupList: pages of 50 until totalCount (spec 4). */
  async list(): Promise<{ groupList: Group[] }> {
    const all: Group[] = [];
    for (let offset = 0; ; offset += LIMITS.GROUP_LIST_PAGE) {
      const page = await this.ctx.request(CMD.GROUP_LIST, { offset, limit: LIMITS.GROUP_LIST_PAGE });
      all.push(...page.groupList.map(groupFromWire));
      if (page.groupList.length === 0 || all.length >= page.totalCount) break;
    }
    const live = [...this.byID.values()].filter((g) => g.type === GROUP_TYPE.AVCHATROOM);
    this.byID.clear();
    for (const g of [...all, ...live]) this.byID.set(g.groupID, g);
    for (const g of all) this.onChanged(g);
    this.listEvent.schedule();
    return { groupList: all };
  }

  /**
   * getGroupProfile: one group (2603 when unknown or not visible). `groupCustomFieldFilter` names the custom
   * fields wanted (the answer carries only those); without it every field comes.
   */
  async profile(options: { groupID: string; groupCustomFieldFilter?: string[] }): Promise<{ group: Group }> {
    if (typeof options?.groupID !== 'string' || !options.groupID) throw chatError('ILLEGAL_GROUP_ID');
    const filter = options.groupCustomFieldFilter;
    if (filter !== undefined && (!Array.isArray(filter) || filter.some((k) => typeof k !== 'string')))
      throw chatError('INVALID_PARAMETER', 'groupCustomFieldFilter must be an array of keys');
    const res = await this.ctx.request(CMD.GROUP_PROFILE, { groupIDList: [options.groupID] });
    const wire = res.groupList[0];
    if (!wire) {
      const error = res.errorList[0];
      throw chatError('GROUP_NOT_FOUND', error?.message, error);
    }
    const group = groupFromWire(wire);
    if (this.byID.has(group.groupID)) this.remember(group);
    if (!filter) return { group };
    const wanted = new Set(filter);
    return {
      group: { ...group, groupCustomField: group.groupCustomField.filter((f) => wanted.has(f.key)) },
    };
  }

  /**
   * updateGroupProfile: muteAllMembers a boolean; joinOption only for Public and Community; inviteOption (who may
   * add members) goes to its own command, after the other fields.
   */
  async update(
    options: UpdateGroupProfileRequest & { inviteOption?: InviteOption },
  ): Promise<{ group: Group }> {
    if (typeof options?.groupID !== 'string' || !options.groupID) throw chatError('ILLEGAL_GROUP_ID');
    if (options.muteAllMembers !== undefined && typeof options.muteAllMembers !== 'boolean') {
      throw chatError('ILLEGAL_GROUP_TYPE', 'muteAllMembers must be a boolean');
    }
    if (options.joinOption !== undefined && !Object.values(JOIN_OPTION).includes(options.joinOption)) {
      throw chatError('ILLEGAL_GROUP_TYPE', 'joinOption must be one of Chat.TYPES.JOIN_OPTIONS_*');
    }
    const { inviteOption, ...fields } = options;
    if (inviteOption !== undefined && !Object.values<string>(INVITE_OPTION).includes(inviteOption)) {
      throw chatError('INVALID_PARAMETER', 'inviteOption must be one of Chat.TYPES.INVITE_OPTIONS_*');
    }
    const onlyInvite = inviteOption !== undefined && Object.keys(fields).length === 1;
    const wire = onlyInvite ? undefined : (await this.ctx.request(CMD.GROUP_UPDATE, fields)).group;
    if (inviteOption !== undefined) {
      await this.ctx.request(CMD.GROUP_SET_INVITE_OPTION, { groupID: options.groupID, inviteOption });
    }
    if (!wire) return this.profile({ groupID: options.groupID });
    const group = groupFromWire(wire);
    if (this.byID.has(group.groupID)) this.remember(group);
    return { group };
  }

  /** getGroupMemberList: count 1..100 (default 15), offset paging; `filter` (live rooms): one member mark. */
  async members(options: { groupID: string; count?: number; offset?: number; filter?: number }): Promise<{
    memberList: GroupMember[];
    offset: number;
  }> {
    if (typeof options?.groupID !== 'string' || !options.groupID) throw chatError('ILLEGAL_GROUP_ID');
    const count = Math.min(
      Math.max(Math.floor(options.count ?? LIMITS.MEMBER_LIST_DEFAULT), 1),
      LIMITS.MEMBER_LIST_MAX,
    );
    const res = await this.ctx.request(CMD.GROUP_MEMBERS, {
      groupID: options.groupID,
      count,
      offset: options.offset ?? 0,
      ...(options.filter !== undefined ? { filter: options.filter } : {}),
    });
    return { memberList: res.memberList.map(memberFromWire), offset: res.offset };
  }

  /** getGroupOnlineMemberCount: live rooms only; cached per spec 9 refresh rules. */
  async onlineCount(groupID: string, now = Date.now()): Promise<{ memberCount: number }> {
    if (typeof groupID !== 'string' || !groupID) throw chatError('ILLEGAL_GROUP_ID');
    const cached = this.online.get(groupID);
    if (
      cached &&
      (now < cached.expiresAt || now - cached.updatedAt < 10_000 || now - cached.requestedAt < 3000)
    ) {
      return { memberCount: cached.value };
    }
    if (cached) cached.requestedAt = now;
    const res = await this.ctx.request(CMD.GROUP_ONLINE_COUNT, { groupID });
    this.online.set(groupID, {
      value: res.onlineMemberNum,
      updatedAt: now,
      requestedAt: now,
      expiresAt: now + (res.expireTime || LIMITS.ONLINE_COUNT_EXPIRE) * 1000,
    });
    return { memberCount: res.onlineMemberNum };
  }

  /** Every local group. */
  all(): Group[] {
    return [...this.byID.values()];
  }

  /** Logout: forget everything. */
  reset(): void {
    this.byID.clear();
    this.online.clear();
    this.listEvent.cancel();
  }
}
