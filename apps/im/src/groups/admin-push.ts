import { PUSH, type GroupAdminPush } from '@tifo/protocol';
import { DELIVER_CHANNEL, type ImContext } from '../context';
import type { Connection } from '../gateway/connection';
import { textFrame } from '../gateway/frame';

/**
 * Publishes a groupAdmin push (attributes, counters, topics) to every node: stored members and live-room
 * viewers both get it, since attributes are mostly used in live rooms, which keep no member rows.
 */
export function pushGroupAdmin(ctx: ImContext, body: GroupAdminPush): Promise<void> {
  const frame = JSON.stringify({ push: PUSH.GROUP_ADMIN, body });
  return ctx.broker.publish(DELIVER_CHANNEL, { t: 'room', groupID: body.groupID, frame });
}

/** This node's part of a 'room' delivery: each logged-in member connection and each viewer, once. */
export async function deliverToRoom(ctx: ImContext, groupID: string, frame: string): Promise<void> {
  const targets = new Set<Connection>(ctx.live.viewers(groupID));
  for (const userID of await ctx.members.get(groupID))
    for (const c of ctx.registry.ofUser(userID)) targets.add(c);
  const buf = textFrame(frame);
  for (const c of targets) c.sendFrame(buf);
}
