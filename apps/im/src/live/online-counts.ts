import { z } from 'zod';
import type { ImContext } from '../context';
import { parse } from '../gateway/command';
import { roomAudience } from './audience';

/** Groups one `live/online` call may ask about: a list page of rooms, or several pages' worth, in one call. */
export const LIVE_ONLINE_MAX_GROUPS = 500;

const schema = z.object({
  groupIDList: z.array(z.string().min(1).max(128)).min(1).max(LIVE_ONLINE_MAX_GROUPS),
});

/**
 * Admin `live/online`: the online count of many live rooms in one call, so the API can show every room card's
 * count without a call per card. The count is the one `group.onlineCount` answers, the room's audience
 * (audience.ts: distinct signed-in and guest identities across nodes, not sockets). A group that is not a live
 * room, or that nobody reads, counts 0: the presence keeps viewers
 * of live rooms only, so no group lookup is needed. The reads are issued together (one round trip to Redis).
 */
export async function liveOnlineCounts(
  ctx: ImContext,
  body: unknown,
): Promise<{ groups: Array<{ groupID: string; onlineMemberNum: number }> }> {
  const { groupIDList } = parse(schema, body);
  const ids = [...new Set(groupIDList)];
  const counts = await Promise.all(ids.map((groupID) => roomAudience(ctx.presence, groupID)));
  return { groups: ids.map((groupID, i) => ({ groupID, onlineMemberNum: counts[i] ?? 0 })) };
}
