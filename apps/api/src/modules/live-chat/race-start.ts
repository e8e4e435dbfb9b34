import { BROADCAST_USER_ID, raceStartElement, type RaceStartFields } from '@tifo/protocol';
import type { AppContext } from '../../app-context';
import type { RoomRow } from '../live';
import type { RoomGroups } from './room-group';

/** Followers told per admin call batch, so one big match does not hold the event loop or the service. */
const BATCH = 50;

/**
 * The race-start alert (spec: C2Cbroadcast, RaceStartLiveMessage): when an anchor starts a live on a match, each
 * user who follows that match gets an online-only message from `broadcast` linking to the room. Best effort: a
 * user who is offline has nothing to be alerted of later.
 */
export async function announceRaceStart(
  ctx: AppContext,
  groups: RoomGroups,
  room: RoomRow,
  title: string,
): Promise<number> {
  if (room.match_id === null) return 0;
  const followers = await ctx.db.kysely
    .selectFrom('sports_follows')
    .select('user_id')
    .where('match_id', '=', room.match_id)
    .where('user_id', '!=', room.anchor_id)
    .execute();
  const fields: RaceStartFields = {
    id: `${room.id}-${ctx.now()}`,
    desc: title,
    title,
    liveid: room.id,
    anchorid: Number(room.anchor_id),
    matchid: Number(room.match_id),
  };
  let sent = 0;
  for (let i = 0; i < followers.length; i += BATCH) {
    const batch = followers.slice(i, i + BATCH);
    const results = await Promise.allSettled(
      batch.map((f) =>
        groups.call('message/c2c', {
          from: BROADCAST_USER_ID,
          to: String(f.user_id),
          elements: [raceStartElement(fields)],
          onlineOnly: true,
        }),
      ),
    );
    sent += results.filter((r) => r.status === 'fulfilled').length;
  }
  return sent;
}
