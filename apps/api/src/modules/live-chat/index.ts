import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { imAdminClientOf } from '../messaging';
import { LiveChatService } from './chat-service';
import { RoomOnlineCounts } from './online-counts';
import { announceRaceStart } from './race-start';
import { RoomGroups, roomGroupID } from './room-group';
import { registerLiveChatRoutes } from './routes';

export { roomGroupID } from './room-group';
export type { RoomGroups } from './room-group';

/**
 * The live-room chat (README): each room's group at the messaging service, its rules and managers, room
 * messages, the race-start alert. Registered after live (it listens to `app.live.state`) and anchors.
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  // A viewer's getLiveChat waits for the group; a stuck messaging service must not hold the page long.
  const im = imAdminClientOf(ctx, 3000);
  const groups = new RoomGroups(im, ctx.db, ctx.log);
  const chat = new LiveChatService(ctx, groups);
  app.decorate('liveChat', chat);
  registerLiveChatRoutes(app, ctx, chat);
  app.live.rooms.useOnlineCounts(onlineCountsOf(ctx));

  app.anchorEvents.on('follow', (userId, anchorId, following) => {
    chat
      .followChanged(userId, anchorId, following)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'follow not told to the room'));
  });
  app.live.state.events.on('started', (room, title) => {
    announceRaceStart(ctx, groups, room, title).catch((error: unknown) =>
      ctx.log.warn({ err: error, roomId: room.id }, 'race-start alert not sent'),
    );
  });
}

/** Room id to count, answered by the messaging service for many rooms in one call (admin `live/online`). */
type OnlineAnswer = { groups: Array<{ groupID: string; onlineMemberNum: number }> };

/** The rooms' chat online counts for the lists and the live page (online-counts.ts). */
function onlineCountsOf(ctx: AppContext): (roomIds: number[]) => Promise<Map<number, number>> {
  // A list answers without the counts rather than wait long for a stuck messaging service.
  const im = imAdminClientOf(ctx, 1500);
  const counts = new RoomOnlineCounts({
    log: ctx.log,
    fetch: async (roomIds) => {
      const byGroup = new Map(roomIds.map((id) => [roomGroupID(id), id]));
      const answer = await im.call<OnlineAnswer>('live/online', { groupIDList: [...byGroup.keys()] });
      const out = new Map<number, number>();
      for (const g of answer.groups) {
        const id = byGroup.get(g.groupID);
        if (id !== undefined) out.set(id, g.onlineMemberNum);
      }
      return out;
    },
    persist: (changed) =>
      ctx.db.kysely.transaction().execute(async (trx) => {
        for (const [id, n] of changed) {
          await trx.updateTable('live_rooms').set({ chat_online: n }).where('id', '=', id).execute();
        }
      }),
    activeRooms: async () =>
      (
        await ctx.db.kysely.selectFrom('live_rooms').select('id').where('state', '!=', 'offline').execute()
      ).map((r) => Number(r.id)),
  });
  return (roomIds) => counts.of(roomIds);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-room chat service. */
    liveChat: LiveChatService;
  }
}
