import { CMD } from '@tifo/protocol';
import { banMembers, muteMember } from './sanctions';
import { selfOf, type Handler } from '../gateway/command';

/** Member mute (any group) and live-room ban: owner and admins only. */
export const moderationHandlers: Record<string, Handler> = {
  [CMD.GROUP_MUTE_MEMBER]: async (ctx, conn, body) => (await muteMember(ctx, selfOf(conn), body), {}),
  [CMD.GROUP_BAN_MEMBER]: async (ctx, conn, body) => (await banMembers(ctx, selfOf(conn), body), {}),
};
