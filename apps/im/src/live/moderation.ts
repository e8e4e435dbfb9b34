import { GROUP_ROLE, LIVE_SPEAK_RULES, isGuestUserID, type LiveSpeakRule } from '@tifo/protocol';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import type { Db } from '../storage/db';
import { ADMIN_IDENTIFIER } from '../admin/auth';
import type { GroupRow } from '../services/group-access';

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
      managers: new Set([ADMIN_IDENTIFIER, ...managers.map((m) => m.user_id)]),
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

/**
 * Tells every node (this one included) that a live room's moderation changed, so each drops its cached rules;
 * `banned` users also leave the room on every node.
 */
export function publishLiveChange(ctx: ImContext, groupID: string, banned: string[] = []): Promise<void> {
  return ctx.broker.publish(DELIVER_CHANNEL, { t: 'live-sanctions', groupID, banned });
}

/** Refuses a sender whom the room's speak rule keeps quiet (10102); managers always speak. */
function checkSpeak(rules: RoomRules, userID: string): void {
  if (rules.speak === 'users' && isGuestUserID(userID))
    throw new ImError('LIVE_SPEAK_RESTRICTED', 'only logged-in users may speak in this room');
  if (rules.speak === 'fans' && !rules.fans.has(userID))
    throw new ImError('LIVE_SPEAK_RESTRICTED', 'only fans may speak in this room');
}

/**
 * A user's send to a live room, checked before any costly work: refused when banned (10101), when muted or all
 * are muted and the user manages nothing (10017), when the speak rule keeps the user quiet (10102), when this
 * connection does not read the room (2101), when the room already took as many user messages as its batches can
 * carry (2997, see LiveRooms.admitUserMessage), and under slow mode when the user's last accepted send is more
 * recent than the interval (2996 with `{retryAfter}` seconds). The order matters: refused senders never use the
 * room's capacity, and only a send that passes everything counts as the user's last one.
 */
export async function checkLiveSend(
  ctx: ImContext,
  group: GroupRow,
  userID: string,
  inLiveRoom: (groupID: string) => boolean,
): Promise<void> {
  await ctx.liveModeration.checkNotBanned(group.group_id, userID);
  const rules = await ctx.liveModeration.rules(group.group_id);
  const manager = rules.managers.has(userID);
  const muteUntil = rules.muteUntil.get(userID) ?? 0;
  // The end goes with the refusal, so the client's input stays blocked just that long.
  if (muteUntil > nowSeconds()) throw new ImError('MUTED', undefined, { muteUntil });
  if (Number(group.mute_all) === 1 && !manager) throw new ImError('MUTED', 'all members are muted');
  if (!manager) checkSpeak(rules, userID);
  if (!inLiveRoom(group.group_id)) throw new ImError('NOT_IN_LIVE_ROOM');
  const overload = () => new ImError('SERVER_OVERLOAD', 'live room at capacity: message shed');
  if (ctx.live.intakeFull(group.group_id)) throw overload();
  if (manager || rules.slowModeSeconds <= 0) {
    if (!ctx.live.admitUserMessage(group.group_id)) throw overload();
    return;
  }
  const intervalMs = rules.slowModeSeconds * 1000;
  const slot = await ctx.presence.takeSendSlot(group.group_id, userID, intervalMs, SLOW_MODE_KEEP_MS);
  if (slot.waitMs > 0) {
    const retryAfter = Math.ceil(slot.waitMs / 1000);
    throw new ImError('OVER_FREQUENCY', `slow mode: wait ${retryAfter} s`, { retryAfter });
  }
  if (!ctx.live.admitUserMessage(group.group_id)) {
    // Refused after all: this send must not start the user's interval.
    await ctx.presence.returnSendSlot(group.group_id, userID, slot, SLOW_MODE_KEEP_MS);
    throw overload();
  }
}
