import { PUSH, type GroupAdminPush } from '@tifo/protocol';
import { DELIVER_CHANNEL, type ImContext } from '../context';

/**
 * Publishes a groupAdmin push (attributes, counters, topics) to every node: stored members and live-room
 * viewers both get it, since attributes are mostly used in live rooms, which keep no member rows.
 */
export function pushGroupAdmin(ctx: ImContext, body: GroupAdminPush): Promise<void> {
  const frame = JSON.stringify({ push: PUSH.GROUP_ADMIN, body });
  return ctx.broker.publish(DELIVER_CHANNEL, { t: 'room', groupID: body.groupID, frame });
}
