import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { positiveId } from '../../http/inputs';
import { goLiveInput } from '../live';
import { BAN_DURATIONS, SLOW_MODES, type LiveChatService } from './chat-service';
import { MEMBER_BADGES_MAX, memberBadges } from './member-badges';

const liveid = positiveId;
const room = z.object({ liveid });
const flag = z.coerce.number().int().min(0).max(1);

/** The live-room chat's calls (README "Calls"). */
export function registerLiveChatRoutes(app: FastifyInstance, ctx: AppContext, chat: LiveChatService): void {
  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/live/getLiveChat',
    summary: "A room's chat: group, settings, managers, the caller's role and ban, recent notices",
    auth: 'optional',
    input: room,
    handler: ({ input, user }) => chat.info(input.liveid, user),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/live/getMemberBadges',
    summary: "Level and VIP of a page of the room's members (the member list)",
    auth: 'optional',
    input: z.object({
      liveid,
      uids: z.preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(positiveId).min(1).max(MEMBER_BADGES_MAX),
      ),
    }),
    handler: async ({ input }) => {
      const room = await chat.roomOf(input.liveid);
      return { list: await memberBadges(ctx, input.uids, Number(room.anchor_id)) };
    },
  });

  for (const [path, entering] of [
    ['/api/live/enterRoom', true],
    ['/api/live/leaveRoom', false],
  ] as const) {
    defineRoute(app, ctx, {
      method: 'POST',
      path,
      summary: entering ? "Posts the caller's enter line (level, VIP)" : "Posts the caller's exit line",
      auth: 'required',
      input: room,
      handler: ({ input, user }) => chat.presence(input.liveid, user, entering),
    });
  }

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/banUser',
    summary: 'Managers: ban a user from the room chat for 3 days, 1 day, 1 hour or 10 minutes',
    auth: 'required',
    input: z.object({
      liveid,
      uid: positiveId,
      duration: z.coerce
        .number()
        .int()
        .refine(
          (d) => (BAN_DURATIONS as readonly number[]).includes(d),
          `must be one of ${BAN_DURATIONS.join(', ')}`,
        ),
    }),
    handler: ({ input, user }) => chat.ban(input.liveid, user, input.uid, input.duration),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/unbanUser',
    summary: "Managers: lift a user's ban",
    auth: 'required',
    input: z.object({ liveid, uid: positiveId }),
    handler: async ({ input, user }) => {
      await chat.ban(input.liveid, user, input.uid, 0);
      return { uid: input.uid };
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/live/getBannedList',
    summary: "Managers: the room's running bans",
    auth: 'required',
    input: room,
    handler: ({ input, user }) => chat.bannedList(input.liveid, user),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/setManager',
    summary: 'The anchor: make a user an admin of the room (set 1) or not (set 0)',
    auth: 'required',
    input: z.object({ liveid, uid: positiveId, set: flag }),
    handler: ({ input, user }) => chat.setManager(input.liveid, user, input.uid, input.set === 1),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/setTitle',
    summary: "Managers: the room's title (2-60 wide)",
    auth: 'required',
    input: z.object({ liveid, title: goLiveInput.shape.title }),
    handler: ({ input, user }) => chat.setTitle(input.liveid, user, input.title),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/clearChat',
    summary: "Managers: empty every viewer's chat list",
    auth: 'required',
    input: room,
    handler: ({ input, user }) => chat.clear(input.liveid, user),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/setPublishConfig',
    summary: 'Managers: who may speak (all, users, fans), slow mode (0, 5, 10, 30, 60 s), mute all',
    auth: 'required',
    input: z.object({
      liveid,
      speak: z.enum(['all', 'users', 'fans']).optional(),
      slow_mode: z.coerce
        .number()
        .int()
        .refine(
          (s) => (SLOW_MODES as readonly number[]).includes(s),
          `must be one of ${SLOW_MODES.join(', ')}`,
        )
        .optional(),
      mute_all: flag.optional(),
    }),
    handler: ({ input, user }) =>
      chat.setPublishConfig(input.liveid, user, {
        speak: input.speak,
        slow_mode: input.slow_mode,
        mute_all: input.mute_all === undefined ? undefined : input.mute_all === 1 ? 1 : 0,
      }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/revokeMessage',
    summary: "Managers: remove a message from every viewer's list",
    auth: 'required',
    input: z.object({ liveid, msg_id: z.string().min(1).max(128) }),
    handler: ({ input, user }) => chat.revoke(input.liveid, user, input.msg_id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/postAnnouncement',
    summary: "Managers: the room's pinned announcement (1-200 characters)",
    auth: 'required',
    input: z.object({ liveid, content: z.string().trim().min(1).max(200) }),
    handler: ({ input, user }) => chat.announce(input.liveid, user, input.content),
  });
}
