import {
  CMD,
  FRIEND_ADD_PENDING,
  type AddFriendRequest,
  type UserFailure,
  type WireFriend,
} from '@tifo/protocol';
import type { Friend, FriendApplicationListUpdate, FriendGroup, Profile } from '../constants/event-data';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';
import { Throttle, type Timers } from '../core/throttle';
import type { ProfilesModule } from './profiles';
import { profileFromWire } from '../model/profile';
import { Refresher } from './refresher';

function friendFromWire(w: WireFriend): Friend {
  return {
    userID: w.userID,
    remark: w.remark,
    groupList: w.groupList,
    source: w.source,
    wording: w.wording,
    profile: profileFromWire(w.profile),
    friendCustomField: w.friendCustomField,
  };
}

/**
 * Friends, friend groups and friend applications. The service is the truth: a `social` push says which list
 * changed and the module pulls it again (a pull that a later push overtakes runs once more), after a
 * reconnect too, so every session ends with the service's lists. List events are throttled to one a second.
 */
export class FriendsModule {
  private friends: Map<string, Friend> | null = null;
  private groups: FriendGroup[] | null = null;
  private applications: FriendApplicationListUpdate | null = null;
  /** Lists whose last pull failed. */
  private readonly stale = new Set<'friends' | 'groups' | 'applications'>();
  private readonly friendEvent: Throttle;
  private readonly groupEvent: Throttle;
  private readonly applicationEvent: Throttle;
  readonly friendPull: Refresher;
  readonly groupPull: Refresher;
  readonly applicationPull: Refresher;

  constructor(
    private readonly ctx: ChatContext,
    private readonly profiles: ProfilesModule,
    timers?: Timers,
  ) {
    this.friendEvent = new Throttle(() => ctx.emit('onFriendListUpdated', this.friendList()), 1000, timers);
    this.groupEvent = new Throttle(
      () => ctx.emit('onFriendGroupListUpdated', this.groups ?? []),
      1000,
      timers,
    );
    this.applicationEvent = new Throttle(
      () =>
        ctx.emit(
          'onFriendApplicationListUpdated',
          this.applications ?? { friendApplicationList: [], unreadCount: 0 },
        ),
      1000,
      timers,
    );
    this.friendPull = new Refresher(() => this.pullFriends());
    this.groupPull = new Refresher(() => this.pullGroups());
    this.applicationPull = new Refresher(() => this.pullApplications());
  }

  private friendList(): Friend[] {
    return [...(this.friends?.values() ?? [])];
  }

  private async pullFriends(): Promise<void> {
    const map = new Map<string, Friend>();
    let startIndex = 0;
    for (;;) {
      const page = await this.ctx.request(CMD.FRIEND_LIST, { startIndex });
      for (const f of page.friendList) map.set(f.userID, friendFromWire(f));
      if (page.completeFlag === 1 || !page.friendList.length) break;
      startIndex = page.nextStartIndex;
    }
    this.friends = map;
    this.profiles.remember([...map.values()].map((f) => f.profile));
    this.friendEvent.schedule();
  }

  private async pullGroups(): Promise<void> {
    this.groups = (await this.ctx.request(CMD.FRIEND_GROUPS, {})).friendGroupList;
    this.groupEvent.schedule();
  }

  private async pullApplications(): Promise<void> {
    this.applications = await this.ctx.request(CMD.FRIEND_APPLICATIONS, {});
    this.applicationEvent.schedule();
  }

  /** My friends (pulled once, then kept current by pushes). */
  async list(): Promise<Friend[]> {
    if (!this.friends || this.stale.delete('friends')) await this.friendPull.run();
    return this.friendList();
  }

  /** Adds a friend: code 0 added, 30539 waiting for confirmation (not a failure). */
  async add(options: AddFriendRequest): Promise<{ userID: string; code: number; message?: string }> {
    if (!options || typeof options.to !== 'string' || !options.to) throw chatError('INVALID_PARAMETER', 'to');
    if (this.friends?.has(options.to)) throw chatError('ALREADY_MY_FRIEND');
    // Like tim-js-sdk, an unknown add type means two-way.
    const type = options.type === 'Add_Type_Single' ? 'Add_Type_Single' : 'Add_Type_Both';
    const res = await this.ctx.request(CMD.FRIEND_ADD, { ...options, type });
    await this.after('friends', 'applications');
    return res.code === FRIEND_ADD_PENDING ? res : { userID: res.userID, code: 0 };
  }

  async delete(userIDList: string[], type?: string) {
    const res = await this.ctx.request(CMD.FRIEND_DELETE, {
      userIDList,
      type: type === 'Delete_Type_Single' ? 'Delete_Type_Single' : 'Delete_Type_Both',
    });
    await this.after('friends', 'groups');
    return res;
  }

  check(userIDList: string[], type?: string) {
    return this.ctx.request(CMD.FRIEND_CHECK, {
      userIDList,
      type: type === 'CheckResult_Type_Single' ? 'CheckResult_Type_Single' : 'CheckResult_Type_Both',
    });
  }

  async profile(userIDList: string[]): Promise<{ friendList: Friend[]; failureUserIDList: UserFailure[] }> {
    const res = await this.ctx.request(CMD.FRIEND_PROFILE, { userIDList });
    return { friendList: res.friendList.map(friendFromWire), failureUserIDList: res.failureUserIDList };
  }

  async update(options: {
    userID: string;
    remark?: string;
    friendCustomField?: { key: string; value: string }[];
  }) {
    if (this.friends && !this.friends.has(options?.userID)) throw chatError('NOT_MY_FRIEND');
    const res = await this.ctx.request(CMD.FRIEND_UPDATE, options);
    const friend = friendFromWire(res.friend);
    this.friends?.set(friend.userID, friend);
    this.friendEvent.schedule();
    return friend;
  }

  /** Applications, both directions, with the unread count of those sent to me (always asked of the service). */
  async applicationList(): Promise<FriendApplicationListUpdate> {
    await this.applicationPull.run();
    return this.applications!;
  }

  /** Runs an application call, then pulls what it changed. */
  async onApplication(run: () => Promise<unknown>, friendsToo: boolean): Promise<Record<string, never>> {
    await run();
    await (friendsToo ? this.after('applications', 'friends') : this.after('applications'));
    return {};
  }

  /** Friend groups (pulled once, then kept current by pushes). */
  async groupList(): Promise<FriendGroup[]> {
    if (!this.groups || this.stale.delete('groups')) await this.groupPull.run();
    return this.groups ?? [];
  }

  /** Runs a friend-group call, then pulls groups and friends (their groupList changed). */
  async onGroup<T>(run: () => Promise<T>): Promise<T> {
    const res = await run();
    await (this.friends ? this.after('groups', 'friends') : this.after('groups'));
    return res;
  }

  /** A friend's new profile (PROFILE_UPDATED push): the friend object carries it too. */
  onProfile(profile: Profile): void {
    const friend = this.friends?.get(profile.userID);
    if (!friend) return;
    this.friends!.set(profile.userID, { ...friend, profile });
    this.friendEvent.schedule();
  }

  /** A push: pull the list it names (friends also changes friend groups' members). */
  onPush(kind: 'friends' | 'friendApplications' | 'friendGroups'): void {
    void (kind === 'friendApplications' ? this.after('applications') : this.after('friends', 'groups'));
  }

  /**
   * Pulls lists after a change. The change is done on the service whatever happens here: a failed pull (a cut
   * socket, a timeout) does not fail the call, it leaves the list stale, and the reconnect or the next read
   * pulls it again.
   */
  private async after(...lists: ('friends' | 'groups' | 'applications')[]): Promise<void> {
    const pulls = { friends: this.friendPull, groups: this.groupPull, applications: this.applicationPull };
    await Promise.all(lists.map((l) => pulls[l].run().catch(() => this.stale.add(l))));
  }

  /** After a reconnect: pull again whatever was loaded (pushes missed while away are in the pull). */
  async recover(): Promise<void> {
    await Promise.all([
      this.friends ? this.friendPull.run() : undefined,
      this.groups ? this.groupPull.run() : undefined,
      this.applications ? this.applicationPull.run() : undefined,
    ]);
  }

  /** The loaded friends' IDs (tests and chaos checks compare them with the service). */
  friendIDs(): string[] {
    return [...(this.friends?.keys() ?? [])].sort();
  }

  reset(): void {
    this.friends = null;
    this.groups = null;
    this.applications = null;
    this.stale.clear();
    this.friendEvent.cancel();
    this.groupEvent.cancel();
    this.applicationEvent.cancel();
  }
}
