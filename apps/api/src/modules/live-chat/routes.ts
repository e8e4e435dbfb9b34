import { liveChat } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { LiveChatService } from './chat-service';
import { memberBadges } from './member-badges';

/** The live-room chat's calls (README "Calls"); their inputs and outputs are packages/api-contract's. */
export function registerLiveChatRoutes(app: FastifyInstance, ctx: AppContext, chat: LiveChatService): void {
  defineRoute(app, ctx, {
    ...liveChat.getLiveChat,
    handler: ({ input, user }) => chat.info(input.liveid, user),
  });

  defineRoute(app, ctx, {
    ...liveChat.getMemberBadges,
    handler: async ({ input }) => {
      const room = await chat.roomOf(input.liveid);
      return { list: await memberBadges(ctx, input.uids, Number(room.anchor_id)) };
    },
  });

  defineRoute(app, ctx, {
    ...liveChat.enterRoom,
    handler: ({ input, user }) => chat.presence(input.liveid, user, true),
  });

  defineRoute(app, ctx, {
    ...liveChat.leaveRoom,
    handler: ({ input, user }) => chat.presence(input.liveid, user, false),
  });

  defineRoute(app, ctx, {
    ...liveChat.banUser,
    handler: ({ input, user }) => chat.ban(input.liveid, user, input.uid, input.duration),
  });

  defineRoute(app, ctx, {
    ...liveChat.unbanUser,
    handler: async ({ input, user }) => {
      await chat.ban(input.liveid, user, input.uid, 0);
      return { uid: input.uid };
    },
  });

  defineRoute(app, ctx, {
    ...liveChat.getBannedList,
    handler: ({ input, user }) => chat.bannedList(input.liveid, user),
  });

  defineRoute(app, ctx, {
    ...liveChat.setManager,
    handler: ({ input, user }) => chat.setManager(input.liveid, user, input.uid, input.set === 1),
  });

  defineRoute(app, ctx, {
    ...liveChat.setTitle,
    handler: ({ input, user }) => chat.setTitle(input.liveid, user, input.title),
  });

  defineRoute(app, ctx, {
    ...liveChat.clearChat,
    handler: ({ input, user }) => chat.clear(input.liveid, user),
  });

  defineRoute(app, ctx, {
    ...liveChat.setPublishConfig,
    handler: ({ input, user }) =>
      chat.setPublishConfig(input.liveid, user, {
        speak: input.speak,
        slow_mode: input.slow_mode,
        mute_all: input.mute_all === undefined ? undefined : input.mute_all === 1 ? 1 : 0,
      }),
  });

  defineRoute(app, ctx, {
    ...liveChat.revokeMessage,
    handler: ({ input, user }) => chat.revoke(input.liveid, user, input.msg_id),
  });

  defineRoute(app, ctx, {
    ...liveChat.postAnnouncement,
    handler: ({ input, user }) => chat.announce(input.liveid, user, input.content),
  });
}
