import { PUSH, type PushFrame, type SocialPush } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import type { Timers } from '../core/throttle';
import { BlacklistModule } from './blacklist';
import { FriendsModule } from './friends';
import { ProfilesModule } from './profiles';
import { UserStatusModule } from './user-status';

/** The social areas (profiles, friends, blacklist, user status) and the `social` push they share. */
export class SocialModule {
  readonly profiles: ProfilesModule;
  readonly friends: FriendsModule;
  readonly blacklist: BlacklistModule;
  readonly status: UserStatusModule;

  constructor(ctx: ChatContext, timers?: Timers) {
    this.profiles = new ProfilesModule(ctx, timers);
    this.friends = new FriendsModule(ctx, this.profiles, timers);
    this.blacklist = new BlacklistModule(ctx);
    this.status = new UserStatusModule(ctx);
  }

  /** Handles a push if it is a `social` one. */
  onPush(frame: PushFrame): void {
    if (frame.push !== PUSH.SOCIAL) return;
    const body = frame.body as SocialPush;
    switch (body.kind) {
      case 'friends':
      case 'friendGroups':
      case 'friendApplications':
        this.friends.onPush(body.kind);
        return;
      case 'blacklist':
        void this.blacklist.pull.run().catch(() => undefined);
        return;
      case 'profile':
        this.friends.onProfile(this.profiles.onPush(body.profile));
        return;
      case 'status':
        this.status.onPush(body.userStatusList);
        return;
    }
  }

  /** After a reconnect: pull the loaded lists again. */
  async recover(): Promise<void> {
    await Promise.all([this.friends.recover(), this.blacklist.recover()]);
  }

  reset(): void {
    this.profiles.reset();
    this.friends.reset();
    this.blacklist.reset();
    this.status.reset();
  }
}
