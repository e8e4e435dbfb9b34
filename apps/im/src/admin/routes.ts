import { BROADCAST_USER_ID, PUSH, wireMessage } from '@tifo/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DELIVER_CHANNEL, IDENTITY_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { sendC2C, revoke } from '../messages';
import {
  deliverGroupMessage,
  createGroup,
  dismissGroup,
  onlineCount,
  updateGroup,
  banMembers,
  muteMember,
  unbanMembers,
  setRole,
} from '../groups';
import { loadGroup } from '../storage/group-access';
import { checkMessageSize } from '../policy/validate-message';
import { prepareElements } from '../policy/send-input';
import { checkUrl } from '../policy/urls';
import { announceProfile, mergeStoredProfile, toWireProfile } from '../social';
import { raiseMinGeneration } from '../identity';
import { ensureUsers } from '../storage/users';
import { ADMIN_IDENTIFIER, checkAdmin } from './auth';
import { setLiveRules, setSpeakers, liveOnlineCounts } from '../live';

type Route = (ctx: ImContext, body: unknown) => Promise<unknown>;

const accountSchema = z.object({
  userID: z.string().min(1).max(64),
  nick: z.string().optional(),
  avatar: z.string().max(500).optional(),
  profile: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const importAccount: Route = async (ctx, body) => {
  const req = parse(accountSchema, body);
  if (req.nick !== undefined && Buffer.byteLength(req.nick) > 500)
    throw new ImError('INVALID_PARAMETER', 'nick name limited: must less than or equal to 500 bytes');
  checkUrl(req.avatar, 'avatar');
  await ensureUsers(ctx.db.kysely, [req.userID], nowSeconds());
  const before = await ctx.db.kysely
    .selectFrom('im_users')
    .select(['user_id', 'nick', 'avatar', 'profile'])
    .where('user_id', '=', req.userID)
    .executeTakeFirstOrThrow();
  const set: Record<string, string> = {};
  if (req.nick !== undefined) set.nick = ctx.profanity.apply(req.nick);
  if (req.avatar !== undefined) set.avatar = req.avatar;
  if (req.profile !== undefined) set.profile = mergeStoredProfile(before.profile, req.profile);
  if (Object.keys(set).length)
    await ctx.db.kysely.updateTable('im_users').set(set).where('user_id', '=', req.userID).execute();
  // Messages show the stored profile: every node drops its cached copy.
  await ctx.broker.publish(IDENTITY_CHANNEL, { t: 'profile', userID: req.userID });
  const u = await ctx.db.kysely
    .selectFrom('im_users')
    .select(['user_id', 'nick', 'avatar', 'profile'])
    .where('user_id', '=', req.userID)
    .executeTakeFirstOrThrow();
  // Sessions and friends hear a real change (the API imports on every login, mostly unchanged).
  if (u.nick !== before.nick || u.avatar !== before.avatar || u.profile !== before.profile)
    await announceProfile(ctx, toWireProfile(u));
  return { userID: u.user_id, nick: u.nick, avatar: u.avatar, profile: JSON.parse(u.profile) as unknown };
};

const sendC2CAdmin: Route = async (ctx, body) => {
  const req = parse(z.object({ from: z.string().min(1).max(64).optional() }).passthrough(), body);
  const from = req.from ?? ADMIN_IDENTIFIER;
  return {
    message: await sendC2C(
      ctx,
      from,
      { ...req, random: (req as { random?: number }).random ?? Math.floor(Math.random() * 2 ** 31) },
      { trusted: true },
    ),
  };
};

const groupMsgSchema = z.object({
  groupID: z.string().min(1),
  from: z.string().min(1).max(64).optional(),
  elements: z.unknown(),
  priority: z.enum(['High', 'Normal', 'Low', 'Lowest']).optional(),
  cloudCustomData: z.string().optional(),
  atUserList: z.array(z.string()).optional(),
  onlineOnly: z.boolean().optional(),
  nick: z.string().optional(),
  excludedFromUnreadCount: z.boolean().optional(),
});

const sendGroupAdmin: Route = async (ctx, body) => {
  const req = parse(groupMsgSchema, body);
  const elements = await prepareElements(ctx, req.elements, { excludedFromContentModeration: true });
  checkMessageSize(elements, req.cloudCustomData ?? '');
  const group = await loadGroup(ctx, req.groupID);
  const from = req.from ?? ADMIN_IDENTIFIER;
  const profile = await ctx.profiles.get(from);
  const message = await deliverGroupMessage(ctx, group, {
    from,
    elements,
    random: Math.floor(Math.random() * 2 ** 31),
    priority: req.priority,
    cloudCustomData: req.cloudCustomData,
    atUserList: req.atUserList,
    onlineOnly: req.onlineOnly,
    nick: req.nick ?? profile.nick,
    avatar: profile.avatar,
    control: { excludedFromUnreadCount: req.excludedFromUnreadCount },
  });
  return { message };
};

const broadcast: Route = async (ctx, body) => {
  const req = parse(
    z.object({
      from: z.string().min(1).max(64).optional(),
      elements: z.unknown(),
      cloudCustomData: z.string().optional(),
    }),
    body,
  );
  const elements = await prepareElements(ctx, req.elements, { excludedFromContentModeration: true });
  checkMessageSize(elements, req.cloudCustomData ?? '');
  const now = nowSeconds();
  const from = req.from ?? BROADCAST_USER_ID;
  const message = wireMessage({
    ID: `broadcast:${from}:${Date.now()}:${Math.floor(Math.random() * 1e9)}`,
    conversationType: 'C2C',
    from,
    to: '',
    random: Math.floor(Math.random() * 2 ** 31),
    time: now,
    priority: 'High',
    elements,
    cloudCustomData: req.cloudCustomData ?? '',
    onlineOnlyFlag: true,
    messageControlInfo: { excludedFromUnreadCount: true },
    isBroadcastMessage: true,
  });

  await ctx.broker.publish(DELIVER_CHANNEL, {
    t: 'all',
    frame: JSON.stringify({ push: PUSH.ONLINE_MESSAGE, body: { message } }),
  });
  return { message };
};

const createGroupAdmin: Route = async (ctx, body) => {
  const req = parse(z.object({ ownerID: z.string().min(1).max(64).optional() }).passthrough(), body);
  return createGroup(ctx, req.ownerID ?? ADMIN_IDENTIFIER, body, true);
};

const destroyGroup: Route = async (ctx, body) => {
  const { groupID } = parse(z.object({ groupID: z.string().min(1) }), body);
  await dismissGroup(ctx, ADMIN_IDENTIFIER, groupID, true);
  return {};
};

const online: Route = async (ctx, body) => {
  const req = parse(
    z.object({ userIDList: z.array(z.string()).max(500).optional(), groupID: z.string().optional() }),
    body,
  );
  const out: {
    users?: { userID: string; online: boolean }[];
    group?: { groupID: string; onlineMemberNum: number };
  } = {};
  if (req.userIDList) {
    const on = await ctx.presence.onlineUsers(req.userIDList);
    out.users = req.userIDList.map((userID) => ({ userID, online: on.has(userID) }));
  }
  if (req.groupID) {
    out.group = { groupID: req.groupID, ...(await onlineCount(ctx, req.groupID, null, true)) };
  }
  return out;
};

const kick: Route = async (ctx, body) => {
  const { userID } = parse(z.object({ userID: z.string().min(1) }), body);
  await ctx.broker.publish(DELIVER_CHANNEL, { t: 'kick', userID, kickType: 3 });
  return {};
};

/**
 * Signatures of `userID` with a generation below `generation` stop working (the API calls this at logout and
 * password change): the highest generation ever received is stored, logins below it answer 70002, and live
 * sessions below it end with kick type 3 on every node.
 */
const revokeAccount: Route = async (ctx, body) => {
  const req = parse(
    z.object({
      userID: z.string().min(1).max(64),
      generation: z.number().int().min(0).max(2_147_483_647),
    }),
    body,
  );
  const generation = await raiseMinGeneration(ctx, req.userID, req.generation);
  await ctx.broker.publish(IDENTITY_CHANNEL, { t: 'revoke', userID: req.userID, generation });
  return { userID: req.userID, generation };
};

const revokeAdmin: Route = async (ctx, body) => {
  const req = parse(
    z.object({
      operatorID: z.string().min(1),
      conversationID: z.string(),
      sequence: z.number().int().positive(),
    }),
    body,
  );
  return { message: await revoke(ctx, req.operatorID, req, true) };
};

const updateGroupAdmin: Route = async (ctx, body) => updateGroup(ctx, ADMIN_IDENTIFIER, body, true);

/** Admin routes, server to server, under /im/admin (documented in apps/im/README.md). */
export const ADMIN_ROUTES: Record<string, Route> = {
  'account/import': importAccount,
  'account/update': importAccount,
  'account/revoke': revokeAccount,
  'message/c2c': sendC2CAdmin,
  'message/group': sendGroupAdmin,
  'message/broadcast': broadcast,
  'message/revoke': revokeAdmin,
  'group/create': createGroupAdmin,
  'group/update': updateGroupAdmin,
  'group/destroy': destroyGroup,
  online: online,
  kick: kick,
  'group/mute': async (ctx, body) => (await muteMember(ctx, null, body), {}),
  'group/ban': async (ctx, body) => (await banMembers(ctx, null, body), {}),
  'group/unban': unbanMembers,
  'group/role': setRole,
  'live/rules': setLiveRules,
  'live/speakers': setSpeakers,
  'live/online': liveOnlineCounts,
};

/**
 * Routes whose bodies may pass the listener's 256 KB limit: live/speakers `replace` carries up to 100,000 user
 * IDs (a large anchor's followers). Only the API reaches the admin listener (loopback by default).
 */
const BODY_LIMITS = new Map<string, number>([['live/speakers', 8 * 1024 * 1024]]);

/** Registers POST /im/admin/<route>; answers {code, message, data}. */
export function registerAdmin(app: FastifyInstance, ctx: ImContext): void {
  for (const [path, route] of Object.entries(ADMIN_ROUTES)) {
    app.post(`/im/admin/${path}`, { bodyLimit: BODY_LIMITS.get(path) }, async (req, reply) => {
      try {
        checkAdmin(ctx, req.query as Record<string, unknown>);
        const data = await route(ctx, req.body ?? {});
        return { code: 0, message: 'ok', data };
      } catch (e) {
        if (e instanceof ImError) {
          reply.code(e.code === 70001 || e.code === 70002 || e.code === 2003 ? 401 : 400);
          return { code: e.code, message: e.message, data: e.data ?? null };
        }
        ctx.log.error({ err: e, path }, 'admin route failed');
        reply.code(500);
        return { code: 90001, message: 'internal server error', data: null };
      }
    });
  }
}
