import { CMD } from '@tifo/protocol';
import { z } from 'zod';
import { createGroup, dismissGroup, handleJoinRequest, joinGroup, quitGroup } from './groups';
import { groupProfiles, groupRange, listGroups, memberList, onlineCount, updateGroup } from './group-read';
import { parse, selfOf, type Handler } from '../gateway/command';

/** Schema of group.dismiss and group.onlineCount. */
export const groupIDSchema = z.object({ groupID: z.string().min(1) });

/** Group commands. */
export const groupHandlers: Record<string, Handler> = {
  [CMD.GROUP_CREATE]: (ctx, conn, body) => createGroup(ctx, selfOf(conn), body),
  [CMD.GROUP_DISMISS]: async (ctx, conn, body) => (
    await dismissGroup(ctx, selfOf(conn), parse(groupIDSchema, body).groupID),
    {}
  ),
  [CMD.GROUP_JOIN]: (ctx, conn, body) => joinGroup(ctx, conn, body),
  [CMD.GROUP_QUIT]: async (ctx, conn, body) => (await quitGroup(ctx, conn, body), {}),
  [CMD.GROUP_LIST]: (ctx, conn, body) => (selfOf(conn), listGroups(ctx, conn, body)),
  [CMD.GROUP_PROFILE]: (ctx, conn, body) => groupProfiles(ctx, selfOf(conn), body),
  [CMD.GROUP_UPDATE]: (ctx, conn, body) => updateGroup(ctx, selfOf(conn), body),
  [CMD.GROUP_MEMBERS]: (ctx, conn, body) => (selfOf(conn), memberList(ctx, conn, body)),
  [CMD.GROUP_ONLINE_COUNT]: (ctx, conn, body) =>
    onlineCount(ctx, parse(groupIDSchema, body).groupID, conn.userID),
  [CMD.GROUP_HANDLE_JOIN]: async (ctx, conn, body) => (await handleJoinRequest(ctx, selfOf(conn), body), {}),
  [CMD.GROUP_RANGE]: (ctx, conn, body) => groupRange(ctx, selfOf(conn), body),
};
