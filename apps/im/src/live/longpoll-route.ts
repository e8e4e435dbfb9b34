import { randomBytes } from 'node:crypto';
import {
  GROUP_TYPE,
  LEAN_LIVE_VERSION,
  LIMITS,
  LONG_POLL_PATH,
  leanLiveMessage,
  protocolVersionOf,
  type LongPollRequest,
  type LongPollResponse,
} from '@tifo/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { parse, type Expect, type SchemaReadsBody } from '../gateway/command';
import { loadGroup } from '../storage/group-access';

/** Schema of a long poll (POST /im/longpoll). */
const longPollSchema = z.object({
  groupID: z.string().min(1),
  key: z.string().optional(),
  startBroadcastSeq: z.number().int().min(0).optional(),
  holdTime: z.number().min(0).max(LIMITS.LONG_POLL_HOLD).optional(),
  // Read by protocolVersionOf: a client that names none, or nonsense, is answered in version 1.
  protocolVersion: z.unknown().optional(),
});
/** The schema reads the protocol's LongPollRequest (checked by the compiler); protocolVersion is read by hand. */
export type LongPollSchemaReadsBody = Expect<
  SchemaReadsBody<typeof longPollSchema, LongPollRequest, 'protocolVersion'>
>;

/**
 * HTTP long poll for anonymous live-room readers (POST /im/longpoll). Without a key it is the anonymous join:
 * it answers at once with a key and the room's next broadcast sequence. With a key it returns messages with a
 * broadcast sequence at or after startBroadcastSeq, holding up to holdTime seconds (90 max) while there are none.
 * Messages are lean (LiveWireMessage) for a client that names protocol version 2 or later.
 */
export function registerLongPoll(app: FastifyInstance, ctx: ImContext): void {
  app.post(LONG_POLL_PATH, async (req): Promise<LongPollResponse> => {
    try {
      const body = parse(longPollSchema, req.body ?? {});
      const g = await loadGroup(ctx, body.groupID);
      if (g.type !== GROUP_TYPE.AVCHATROOM)
        throw new ImError('INVALID_PARAMETER', 'long poll is for live rooms only');
      if (!body.key) {
        return {
          code: 0,
          message: 'ok',
          key: randomBytes(8).toString('hex'),
          nextBroadcastSeq: await ctx.live.nextSeq(g.group_id),
          messageList: [],
        };
      }
      const start = body.startBroadcastSeq ?? (await ctx.live.nextSeq(g.group_id));
      const holdMs = (body.holdTime ?? LIMITS.LONG_POLL_HOLD) * 1000;
      const messageList = await ctx.live.poll(g.group_id, start - 1, holdMs);
      const last = Math.max(start - 1, ...messageList.map((m) => m.broadcastSequence ?? 0));
      const lean = protocolVersionOf(body.protocolVersion) >= LEAN_LIVE_VERSION;
      return {
        code: 0,
        message: 'ok',
        key: body.key,
        nextBroadcastSeq: last + 1,
        messageList: lean ? messageList.map((m) => leanLiveMessage(m, g.group_id)) : messageList,
      };
    } catch (e) {
      if (!(e instanceof ImError)) throw e;
      return { code: e.code, message: e.message, key: '', nextBroadcastSeq: 0, messageList: [] };
    }
  });
}
