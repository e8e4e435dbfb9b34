import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CLOSE_CODE, CMD, KICK_TYPE, LIMITS, isServerIdentity, type LoginResponse } from '@tifo/protocol';
import { verifyUserSig } from '@tifo/protocol/node';
import { z } from 'zod';
import { DELIVER_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { endSession, kickConnection } from '../gateway/delivery';
import type { Connection } from '../gateway/connection';
import { ensureUsers } from '../storage/users';
import { admitGeneration, minGeneration } from './sig-generation';
import { parse, type Handler } from '../gateway/command';
import { customStatusOf, onSessionStarted } from '../social';
import { serviceFeatures } from '../messages';

/**
 * Schema of session.login. SDKAppID, userID and userSig are read as unknown and checked by the handler, each
 * missing one with its own code (NO_SDKAPPID, NO_IDENTIFIER, NO_USERSIG) where a schema would answer 60003.
 */
export const loginSchema = z.object({
  SDKAppID: z.unknown().optional(),
  userID: z.unknown().optional(),
  userSig: z.unknown().optional(),
  platform: z.string().max(32).optional(),
  instanceID: z.number().int().positive().optional(),
});

/** The longest timer Node accepts; signatures further out are re-armed when it fires. */
const MAX_TIMER_MS = 2_147_000_000;

function armExpiry(ctx: ImContext, conn: Connection, expiresAt: number): void {
  const ms = expiresAt * 1000 - Date.now();
  conn.sigTimer = setTimeout(
    () => {
      if (Date.now() >= expiresAt * 1000) kickConnection(ctx, conn, KICK_TYPE.USERSIG_EXPIRED);
      else armExpiry(ctx, conn, expiresAt);
    },
    Math.max(0, Math.min(ms, MAX_TIMER_MS)),
  );
}

const REVOKED = 'userSig revoked (issued before a logout or password change)';

/** Refuses a signature issued before the user's last revocation (logout, password change): 70002. */
async function checkGeneration(ctx: ImContext, userID: string, generation: number): Promise<void> {
  if (generation < (await minGeneration(ctx, userID))) throw new ImError('USERSIG_EXPIRED', REVOKED);
}

const login: Handler = async (ctx, conn, raw) => {
  const body = parse(loginSchema, raw);
  if (body.SDKAppID === undefined || body.SDKAppID === null || body.SDKAppID === '')
    throw new ImError('NO_SDKAPPID');
  if (typeof body.userID !== 'string' || !body.userID) throw new ImError('NO_IDENTIFIER');
  if (typeof body.userSig !== 'string' || !body.userSig) throw new ImError('NO_USERSIG');
  if (Number(body.SDKAppID) !== ctx.config.sdkAppID) throw new ImError('USERSIG_WRONG_APP');
  if (body.userID.length > 64) throw new ImError('INVALID_PARAMETER', 'userID: at most 64 characters');
  const result = verifyUserSig({
    secret: ctx.config.secret,
    userSig: body.userSig,
    sdkAppID: ctx.config.sdkAppID,
    userID: body.userID,
  });
  if (!result.ok) {
    if (result.problem === 'expired') throw new ImError('USERSIG_EXPIRED');
    if (result.problem === 'wrong-app') throw new ImError('USERSIG_WRONG_APP');
    throw new ImError('USERSIG_INVALID');
  }
  const userID = body.userID;
  // The admin API's identity (and the broadcast sender) speaks only through the admin API: a leaked admin
  // signature must not give a chat session that posts in server-owned rooms as the server.
  if (isServerIdentity(userID)) throw new ImError('NO_PERMISSION', 'server identities cannot log in');
  const generation = result.claims.generation;
  await checkGeneration(ctx, userID, generation);
  const answer = (repeatLogin: boolean): LoginResponse => ({
    a2Key: randomBytes(16).toString('hex'),
    tinyID: createHash('sha1').update(userID).digest('hex').slice(0, 16),
    instanceID: conn.instanceID,
    helloInterval: ctx.config.helloInterval,
    timeStamp: nowSeconds(),
    repeatLogin,
    customStatus: '',
    purchaseBits: ctx.config.purchaseBits,
    expireTime: result.claims.expiresAt,
    features: serviceFeatures(ctx),
  });
  if (conn.userID === userID) {
    // Repeat login on the same connection: keep the session, accept the newer signature's expiry.
    if (conn.sigTimer) clearTimeout(conn.sigTimer);
    armExpiry(ctx, conn, result.claims.expiresAt);
    admitGeneration(conn, generation);
    return answer(true);
  }
  if (conn.userID) {
    // Multi-account: this client switches accounts; the previous account's session ends here.
    ctx.metrics.kicks.inc({ type: String(KICK_TYPE.MULTI_ACCOUNT) });
    conn.push('kicked', { type: KICK_TYPE.MULTI_ACCOUNT });
    endSession(ctx, conn);
  }
  conn.platform = body.platform ?? 'web';
  conn.instanceID = body.instanceID ?? randomInt(1, 2 ** 31 - 1);
  // Multi-device: one session per user and platform; a reconnect with the same instance ID replaces its
  // stale socket quietly, any other session of that platform is kicked with type 2.
  await ctx.broker.publish(DELIVER_CHANNEL, {
    t: 'kick',
    userID,
    platform: conn.platform,
    kickType: KICK_TYPE.MULTI_DEVICE,
    keepInstanceID: conn.instanceID,
  });
  for (const other of [...ctx.registry.ofUser(userID)]) {
    if (other !== conn && other.instanceID === conn.instanceID) {
      endSession(ctx, other);
      other.close(CLOSE_CODE.RECONNECT, 'replaced');
    }
  }
  await ensureUsers(ctx.db.kysely, [userID], nowSeconds());
  admitGeneration(conn, generation);
  conn.userID = userID;
  ctx.registry.bind(conn);
  await ctx.presence.setOnline(userID, conn.key);
  armExpiry(ctx, conn, result.claims.expiresAt);
  // A revocation that landed between the check above and the bind found no session to kick: look again.
  if (generation < (await minGeneration(ctx, userID))) {
    endSession(ctx, conn);
    throw new ImError('USERSIG_EXPIRED', REVOKED);
  }
  void onSessionStarted(ctx, userID).catch((error: unknown) =>
    ctx.log.warn({ error }, 'status notify failed'),
  );
  return { ...answer(false), customStatus: await customStatusOf(ctx, userID) };
};

const logout: Handler = async (ctx, conn) => {
  for (const groupID of [...conn.liveRooms]) await ctx.live.leave(conn, groupID);
  endSession(ctx, conn, true);
  return {};
};

const hello: Handler = async () => ({ timeStamp: nowSeconds() });

const commercial: Handler = async (ctx) => ({
  purchaseBits: ctx.config.purchaseBits,
  expiredTime: 3600,
  features: serviceFeatures(ctx),
});

/** Schema of config.profanity. */
export const profanityListSchema = z.object({ startIndex: z.number().int().min(0).optional() });

const profanityList: Handler = async (ctx, _conn, raw) => {
  const { startIndex } = parse(profanityListSchema, raw);
  const from = startIndex ?? 0;
  const slice = ctx.profanity.words.slice(from, from + 100);
  const next = from + slice.length;
  return {
    lexicon: slice,
    filterMode: ctx.profanity.mode,
    completeFlag: next >= ctx.profanity.words.length ? 1 : 0,
    nextStartIndex: next,
    version: 1,
    expiredTime: LIMITS.HELLO_INTERVAL * 30,
  };
};

/** Session and config commands. */
export const sessionHandlers: Record<string, Handler> = {
  [CMD.LOGIN]: login,
  [CMD.LOGOUT]: logout,
  [CMD.HELLO]: hello,
  [CMD.PING]: hello,
  [CMD.COMMERCIAL_CONFIG]: commercial,
  [CMD.PROFANITY_LIST]: profanityList,
};
