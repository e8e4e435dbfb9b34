import { ADMIN_USER_ID, GROUP_ROLE, LIVE_SPEAK_RULES, type LiveSpeakRule } from '@tifo/protocol';
import { ImError } from '../errors';
import { nowSeconds } from '../policy/time';
import type { Db } from '../storage/db';

/**
 * What a live room enforces on its senders: mutes and bans by user, who manages it, its chat rules (slow mode,
 * who may speak) and, under speak 'fans', its fans list.
 */
export interface RoomRules {
  muteUntil: Map<string, number>;
  banUntil: Map<string, number>;
  /** Owner, admins and the admin API's identity: exempt from mute-all, slow mode and speak rules. */
  managers: Set<string>;
  slowModeSeconds: number;
  speak: LiveSpeakRule;
  /** The fans list; loaded only under speak 'fans' (it may hold 100,000 IDs that no other rule reads). */
  fans: Set<string>;
}

/** How long a room's rules are trusted without a change notice (changes invalidate at once on every node). */
const RULES_TTL_MS = 60_000;

/** The longest slow-mode interval: a send's time is remembered this long, as the interval may grow meanwhile. */
export const SLOW_MODE_KEEP_MS = 60_000;

function speakRule(value: string): LiveSpeakRule {
  return (LIVE_SPEAK_RULES as readonly string[]).includes(value) ? (value as LiveSpeakRule) : 'all';
}

/**
 * Live-room moderation state, cached per room: live rooms are where floods happen, so a send or a join checks
 * memory, not the database. Every change is published on the broker ('live-sanctions') and drops the cache on
 * every node.
 */
export class LiveModeration {
  private readonly cache = new Map<string, { at: number; rules: Promise<RoomRules> }>();
  constructor(private readonly db: Db) {}

  rules(groupID: string): Promise<RoomRules> {
    const hit = this.cache.get(groupID);
    if (hit && Date.now() - hit.at < RULES_TTL_MS) return hit.rules;
    const rules = this.load(groupID);
    const entry = { at: Date.now(), rules };
    this.cache.set(groupID, entry);
    // A failed load is not cached; a newer entry (set after an invalidation) is left alone.
    rules.catch(() => {
      if (this.cache.get(groupID) === entry) this.cache.delete(groupID);
    });
    return rules;
  }

  private async load(groupID: string): Promise<RoomRules> {
    const now = nowSeconds();
    const db = this.db.kysely;
    const [sanctions, managers, row] = await Promise.all([
      db
        .selectFrom('im_live_sanctions')
        .select(['user_id', 'mute_until', 'ban_until'])
        .where('group_id', '=', groupID)
        .where((eb) => eb.or([eb('mute_until', '>', now), eb('ban_until', '>', now)]))
        .execute(),
      db
        .selectFrom('im_members')
        .select('user_id')
        .where('group_id', '=', groupID)
        .where('role', 'in', [GROUP_ROLE.OWNER, GROUP_ROLE.ADMIN])
        .execute(),
      db
        .selectFrom('im_live_rules')
        .select(['slow_mode_seconds', 'speak'])
        .where('group_id', '=', groupID)
        .executeTakeFirst(),
    ]);
    const speak = speakRule(row?.speak ?? 'all');
    const fans =
      speak === 'fans'
        ? await db.selectFrom('im_live_speakers').select('user_id').where('group_id', '=', groupID).execute()
        : [];
    return {
      muteUntil: new Map(sanctions.map((s) => [s.user_id, Number(s.mute_until)])),
      banUntil: new Map(sanctions.map((s) => [s.user_id, Number(s.ban_until)])),
      managers: new Set([ADMIN_USER_ID, ...managers.map((m) => m.user_id)]),
      slowModeSeconds: Number(row?.slow_mode_seconds ?? 0),
      speak,
      fans: new Set(fans.map((f) => f.user_id)),
    };
  }

  invalidate(groupID: string): void {
    this.cache.delete(groupID);
  }

  /** Refuses a banned user (10101): joins and sends, on any device, until the ban ends. */
  async checkNotBanned(groupID: string, userID: string): Promise<void> {
    const until = (await this.rules(groupID)).banUntil.get(userID) ?? 0;
    if (until > nowSeconds()) throw new ImError('LIVE_BANNED', `banned from this live room until ${until}`);
  }
}
