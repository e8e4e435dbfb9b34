import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { imAdminClientOf } from '../messaging/im-admin-client';
import { LiveChatService } from './chat-service';
import { announceRaceStart } from './race-start';
import { RoomGroups } from './room-group';
import { registerLiveChatRoutes } from './routes';

export { roomGroupID } from './room-group';
export { ROOM_ACTION, RACE_START_ACTION } from './room-messages';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-room chat service. */
    liveChat: LiveChatService;
  }
}
