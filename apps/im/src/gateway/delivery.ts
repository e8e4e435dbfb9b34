import { CLOSE_CODE, PUSH } from '@tifo/protocol';
import { DELIVER_CHANNEL, type ImContext } from '../context';
import type { BrokerMessage } from '../broker/types';
import type { Connection } from './connection';
import { textFrame } from './frame';

/** Ends a local session with a kick: tells the client its type, then closes the socket. */
export function kickConnection(ctx: ImContext, conn: Connection, kickType: number): void {
  ctx.metrics.kicks.inc({ type: String(kickType) });
  conn.push(PUSH.KICKED, { type: kickType as 1 | 2 | 3 | 4 });
  endSession(ctx, conn);
  conn.close(CLOSE_CODE.KICKED, 'kicked');
}

/** Forgets the login of a connection (logout, kick, close); the socket may stay open. */
export function endSession(ctx: ImContext, conn: Connection, loggedOut = false): void {
  if (conn.sigTimer) clearTimeout(conn.sigTimer);
  conn.sigTimer = null;
  if (conn.userID) {
    const userID = conn.userID;
    // Subscribers (user status) hear offline (or unlogged after a logout) once presence has forgotten the session.
    void ctx.presence
      .setOffline(userID, conn.key)
      .then(() => ctx.events.sessionEnded(userID, loggedOut))
      .catch(() => undefined);
    ctx.registry.unbind(conn);
  }
  conn.userID = null;
}

/** Applies deliveries from the broker to this node's connections. */
export async function startDelivery(ctx: ImContext): Promise<void> {
  await ctx.broker.subscribe(DELIVER_CHANNEL, (m: BrokerMessage) => {
    switch (m.t) {
      case 'user':
        for (const c of ctx.registry.ofUser(m.userID)) c.sendRaw(m.frame);
        return;
      case 'group':
        void deliverToGroup(ctx, m.groupID, m.frame);
        return;
      case 'room':
        void deliverToRoom(ctx, m.groupID, m.frame);
        return;
      case 'all': {
        const buf = textFrame(m.frame);
        for (const c of ctx.registry.all) if (c.userID) c.sendFrame(buf);
        return;
      }
      case 'live':
        ctx.live.enqueue(m.groupID, m.message);
        return;
      case 'kick':
        for (const c of [...ctx.registry.ofUser(m.userID)]) {
          if (m.platform !== undefined && c.platform !== m.platform) continue;
          if (m.keepInstanceID !== undefined && c.instanceID === m.keepInstanceID) continue;
          kickConnection(ctx, c, m.kickType);
        }
        return;
      case 'members':
        ctx.members.invalidate(m.groupID);
        return;
      case 'live-sanctions':
        ctx.liveModeration.invalidate(m.groupID);
        for (const userID of m.banned)
          for (const c of ctx.registry.ofUser(userID))
            if (ctx.live.has(c, m.groupID)) void ctx.live.leave(c, m.groupID).catch(() => undefined);
        return;
    }
  });
}

/** This node's part of a 'room' delivery: each logged-in member connection and each viewer, once. */
async function deliverToRoom(ctx: ImContext, groupID: string, frame: string): Promise<void> {
  const targets = new Set<Connection>(ctx.live.viewers(groupID));
  for (const userID of await ctx.members.get(groupID))
    for (const c of ctx.registry.ofUser(userID)) targets.add(c);
  const buf = textFrame(frame);
  for (const c of targets) c.sendFrame(buf);
}

async function deliverToGroup(ctx: ImContext, groupID: string, frame: string): Promise<void> {
  const members = await ctx.members.get(groupID);
  const buf = textFrame(frame);
  if (members.size <= ctx.registry.userCount) {
    for (const userID of members) for (const c of ctx.registry.ofUser(userID)) c.sendFrame(buf);
  } else {
    for (const c of ctx.registry.all) if (c.userID && members.has(c.userID)) c.sendFrame(buf);
  }
}

/** Publishes a push to every session of a user, on any node. */
export function pushToUser(ctx: ImContext, userID: string, frame: string): Promise<void> {
  return ctx.broker.publish(DELIVER_CHANNEL, { t: 'user', userID, frame });
}

/** Publishes a push to every online member of a stored group, on any node. */
export function pushToGroup(ctx: ImContext, groupID: string, frame: string): Promise<void> {
  return ctx.broker.publish(DELIVER_CHANNEL, { t: 'group', groupID, frame });
}
