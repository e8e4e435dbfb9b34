import {
  COMMERCIAL_ABILITY,
  GROUP_ROLE,
  GROUP_SYSTEM_NOTICE,
  GROUP_TIP,
  GROUP_TYPE,
  hasAbility,
} from '@tifo/protocol';
import { z } from 'zod';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../handlers/types';
import type { Db } from '../storage/db';
import { ADMIN_IDENTIFIER } from '../admin/auth';
import { findMember, isManager, loadGroup, type GroupRow } from '../services/group-access';
import { groupTip, systemNotice } from '../services/group-send';

/** What a live room enforces on its senders: mutes and bans by user, and who manages it. */
interface RoomRules {
  muteUntil: Map<string, number>;
  banUntil: Map<string, number>;
  managers: Set<string>;
}

/** How long a room's rules are trusted without a change notice (changes invalidate at once on every node). */
const RULES_TTL_MS = 60_000;

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
    this.cache.set(groupID, { at: Date.now(), rules });
    rules.catch(() => this.cache.delete(groupID));
    return rules;
  }

  private async load(groupID: string): Promise<RoomRules> {
    const now = nowSeconds();
    const [sanctions, managers] = await Promise.all([
      this.db.kysely
        .selectFrom('im_live_sanctions')
        .select(['user_id', 'mute_until', 'ban_until'])
        .where('group_id', '=', groupID)
        .where((eb) => eb.or([eb('mute_until', '>', now), eb('ban_until', '>', now)]))
        .execute(),
      this.db.kysely
        .selectFrom('im_members')
        .select('user_id')
        .where('group_id', '=', groupID)
        .where('role', 'in', [GROUP_ROLE.OWNER, GROUP_ROLE.ADMIN])
        .execute(),
    ]);
    return {
      muteUntil: new Map(sanctions.map((s) => [s.user_id, Number(s.mute_until)])),
      banUntil: new Map(sanctions.map((s) => [s.user_id, Number(s.ban_until)])),
      managers: new Set([ADMIN_IDENTIFIER, ...managers.map((m) => m.user_id)]),
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
 * A user's send to a live room, checked before any costly work: refused when banned (10101), when muted or all
 * are muted and the user manages nothing (10017), when this connection does not read the room (2101), and when
 * the room already took as many user messages as its batches can carry (2997, see LiveRooms.admitUserMessage).
 * The order matters: refused senders never use the room's capacity.
 */
export async function checkLiveSend(
  ctx: ImContext,
  group: GroupRow,
  userID: string,
  inLiveRoom: (groupID: string) => boolean,
): Promise<void> {
  await ctx.liveModeration.checkNotBanned(group.group_id, userID);
  const rules = await ctx.liveModeration.rules(group.group_id);
  if ((rules.muteUntil.get(userID) ?? 0) > nowSeconds()) throw new ImError('MUTED');
  if (Number(group.mute_all) === 1 && !rules.managers.has(userID))
    throw new ImError('MUTED', 'all members are muted');
  if (!inLiveRoom(group.group_id)) throw new ImError('NOT_IN_LIVE_ROOM');
  if (!ctx.live.admitUserMessage(group.group_id))
    throw new ImError('SERVER_OVERLOAD', 'live room at capacity: message shed');
}

async function requireManager(ctx: ImContext, group: GroupRow, operator: string | null): Promise<void> {
  if (operator === null) return; // the admin API
  if (!isManager(await findMember(ctx, group.group_id, operator)))
    throw new ImError('NO_PERMISSION', 'only the owner or an admin may do this');
}

async function refuseManagerTarget(ctx: ImContext, group: GroupRow, target: string, operator: string | null) {
  if (target === operator) throw new ImError('CANNOT_MUTE_SELF');
  if (target === ADMIN_IDENTIFIER || isManager(await findMember(ctx, group.group_id, target)))
    throw new ImError('NO_PERMISSION', 'the owner and admins cannot be muted or banned');
}

const muteSchema = z.object({
  groupID: z.string().min(1),
  userID: z.string().min(1).max(64),
  muteTime: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86400),
});

/** Mutes a member for muteTime seconds (0 unmutes); `operator` null is the admin API. */
export async function muteMember(ctx: ImContext, operator: string | null, raw: unknown): Promise<void> {
  const req = parse(muteSchema, raw);
  const group = await loadGroup(ctx, req.groupID);
  await requireManager(ctx, group, operator);
  await refuseManagerTarget(ctx, group, req.userID, operator);
  const until = req.muteTime ? nowSeconds() + req.muteTime : 0;
  if (group.type === GROUP_TYPE.AVCHATROOM) {
    await ctx.db.kysely
      .insertInto('im_live_sanctions')
      .values({
        group_id: group.group_id,
        user_id: req.userID,
        mute_until: until,
        operator_id: operator ?? '',
      })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ mute_until: until }))
      .execute();
    await ctx.broker.publish(DELIVER_CHANNEL, { t: 'live-sanctions', groupID: group.group_id, banned: [] });
    return;
  }
  if (!(await findMember(ctx, group.group_id, req.userID))) throw new ImError('MEMBER_NOT_IN_GROUP');
  await ctx.db.kysely
    .updateTable('im_members')
    .set({ mute_until: until })
    .where('group_id', '=', group.group_id)
    .where('user_id', '=', req.userID)
    .execute();
  await groupTip(ctx, group, operator ?? ADMIN_IDENTIFIER, GROUP_TIP.MEMBER_INFO_UPDATED, [req.userID], {
    memberList: [{ userID: req.userID, muteTime: req.muteTime }],
  });
}

const banSchema = z.object({
  groupID: z.string().min(1),
  userIDList: z.array(z.string().min(1).max(64)).min(1).max(30),
  duration: z
    .number()
    .int()
    .max(10 * 365 * 86400),
});

/**
 * Bans users from a live room for `duration` seconds: they leave the room on every node and device, get system
 * notice 21, and cannot rejoin nor send until the ban ends. `operator` null is the admin API.
 */
export async function banMembers(ctx: ImContext, operator: string | null, raw: unknown): Promise<void> {
  const req = parse(banSchema, raw);
  if (req.duration <= 0) throw new ImError('BAN_DURATION_INVALID');
  if (operator !== null && !hasAbility(ctx.config.purchaseBits, COMMERCIAL_ABILITY.LIVE_BAN))
    throw new ImError('COMMERCIAL_ABILITY');
  const group = await loadGroup(ctx, req.groupID);
  if (group.type !== GROUP_TYPE.AVCHATROOM)
    throw new ImError('INVALID_PARAMETER', 'ban is for live rooms only');
  await requireManager(ctx, group, operator);
  const targets = [...new Set(req.userIDList)];
  for (const userID of targets) await refuseManagerTarget(ctx, group, userID, operator);
  const until = nowSeconds() + req.duration;
  for (const userID of targets) {
    await ctx.db.kysely
      .insertInto('im_live_sanctions')
      .values({ group_id: group.group_id, user_id: userID, ban_until: until, operator_id: operator ?? '' })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ ban_until: until }))
      .execute();
  }
  await ctx.broker.publish(DELIVER_CHANNEL, {
    t: 'live-sanctions',
    groupID: group.group_id,
    banned: targets,
  });
  await systemNotice(ctx, group, operator ?? ADMIN_IDENTIFIER, GROUP_SYSTEM_NOTICE.LIVE_BANNED, targets);
}
