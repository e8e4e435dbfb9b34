import { isGuestUserID } from '@tifo/protocol';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import type { GroupRow } from '../storage/group-access';
import { SLOW_MODE_KEEP_MS, type RoomRules } from './moderation';

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
