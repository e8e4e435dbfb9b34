import { CMD, SOCIAL_LIMITS, type WireProfile } from '@tifo/protocol';
import type { Profile } from '../constants/event-data';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';
import { realTimers, type Timers } from '../core/throttle';
import { profileFromWire } from '../model/profile';

/**
 * Profiles with the spec's one-day cache (86400000 ms). My own update and a PROFILE_UPDATED push replace
 * the cached entry, so the cache never serves a profile the service has changed while this session heard it.
 */
export class ProfilesModule {
  private readonly cache = new Map<string, { profile: Profile; at: number }>();

  constructor(
    private readonly ctx: ChatContext,
    private readonly timers: Timers = realTimers,
  ) {}

  private fresh(userID: string): Profile | undefined {
    const hit = this.cache.get(userID);
    if (hit && this.timers.now() - hit.at < SOCIAL_LIMITS.PROFILE_CACHE_MS) return hit.profile;
    return undefined;
  }

  /** Puts profiles in the cache (now). */
  remember(profiles: Profile[]): void {
    const at = this.timers.now();
    for (const p of profiles) this.cache.set(p.userID, { profile: p, at });
  }

  /** Profiles in the order asked (at most 100; the rest are cut), from the cache where fresh. */
  async get(userIDList: string[]): Promise<Profile[]> {
    if (!Array.isArray(userIDList) || userIDList.some((id) => typeof id !== 'string'))
      throw chatError('INVALID_PARAMETER', 'userIDList must be an array of user IDs');
    const ids = [...new Set(userIDList)].slice(0, SOCIAL_LIMITS.PROFILE_IDS);
    const missing = ids.filter((id) => !this.fresh(id));
    if (missing.length) {
      const res = await this.ctx.request(CMD.PROFILE_GET, { userIDList: missing });
      this.remember(res.profileList.map(profileFromWire));
    }
    return ids.map((id) => this.fresh(id)).filter((p): p is Profile => p !== undefined);
  }

  /** My profile. */
  async mine(): Promise<Profile> {
    const [p] = await this.get([this.ctx.userID]);
    if (!p) throw chatError('USER_NOT_FOUND');
    return p;
  }

  /** Updates my profile (the service checks every field); answers the new profile. */
  async update(options: Record<string, unknown>): Promise<Profile> {
    if (!options || typeof options !== 'object') throw chatError('UPDATE_PROFILE_INVALID_PARAM');
    const body = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined && v !== null));
    if (!Object.keys(body).length) throw chatError('UPDATE_PROFILE_NO_KEY');
    const res = await this.ctx.request(CMD.PROFILE_UPDATE, body);
    const profile = profileFromWire(res.profile);
    this.remember([profile]);
    return profile;
  }

  /** A PROFILE_UPDATED push (mine from another session, or a friend's). */
  onPush(wire: WireProfile): Profile {
    const profile = profileFromWire(wire);
    this.remember([profile]);
    this.ctx.emit('onProfileUpdated', [profile]);
    return profile;
  }

  reset(): void {
    this.cache.clear();
  }
}
