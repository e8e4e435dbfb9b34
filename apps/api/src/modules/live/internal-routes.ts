import {
  API_CALLS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyMediaCall,
  type ApiCalls,
  type ApiCallPath,
} from '@tifo/media-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { failure, requestLang } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { DemoPlanner } from './demo-plan';
import type { LiveStateService } from './live-state';

const RAW_BODY = Symbol('tifo.rawBody');
/** The answer's `data` the media contract promises for a call: a handler that drifts fails to compile. */
type Answer<P extends ApiCallPath> = ApiCalls[P]['data'];
type WithRawBody = FastifyRequest & { [RAW_BODY]?: string };

const streamName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const count = z.number().int().min(0).max(10_000_000);
const epochMs = z.number().int().min(0).max(9_999_999_999_999);

/**
 * The media service's calls (media contract, "Media -> API"), under /internal/media/*. They live in their own
 * Fastify context so the JSON body is kept raw for the HMAC, and every call is refused with HTTP 401 unless it
 * carries a good `x-tifo-signature` over `${timestamp}.${method}.${path}.${rawBody}` within 60 s.
 */
export async function registerInternalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  state: LiveStateService,
  demo: DemoPlanner,
): Promise<void> {
  await app.register(
    async (internal) => {
      const keepRaw = (request: FastifyRequest, body: string, parse: (raw: string) => unknown): unknown => {
        (request as WithRawBody)[RAW_BODY] = body;
        return parse(body);
      };
      // Only these two body types, both kept raw for the signature (the parent's form parser would drop it).
      internal.removeAllContentTypeParsers();
      internal.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        try {
          done(
            null,
            keepRaw(request, String(body), (raw) => (raw === '' ? {} : JSON.parse(raw))),
          );
        } catch {
          done(new ApiError('INVALID_JSON'), undefined);
        }
      });
      internal.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (request, body, done) => {
          done(
            null,
            keepRaw(request, String(body), (raw) => Object.fromEntries(new URLSearchParams(raw))),
          );
        },
      );
      internal.addHook('preHandler', async (request, reply) => {
        const problem = verifyMediaCall(
          ctx.config.live.mediaSecret,
          {
            timestamp: request.headers[TIMESTAMP_HEADER],
            signature: request.headers[SIGNATURE_HEADER],
            method: request.method,
            path: request.url.split('?')[0] ?? '',
            rawBody: (request as WithRawBody)[RAW_BODY] ?? '',
          },
          ctx.now(),
        );
        if (problem) {
          // The signature itself is never logged; only why it was refused.
          request.log.warn({ problem }, 'media call refused');
          return reply
            .code(401)
            .send(failure(new ApiError('FORBIDDEN', 'bad media signature'), requestLang(request)));
        }
      });

      defineRoute(internal, ctx, {
        method: 'POST',
        path: API_CALLS.PUBLISH,
        summary:
          'Media service (signed): authorise a publish by stream key; answers the stream name and room',
        auth: 'none',
        input: z.object({
          streamKey: z.string().min(1).max(200),
          // demo: a demo anchor's pre-encoded loop, published inside the media service (no encoder, no key on a wire)
          protocol: z.enum(['rtmp', 'whip', 'demo']),
          remoteAddress: z.string().max(100).optional(),
          video: z
            .object({
              codec: z.string().max(32),
              width: count,
              height: count,
              fps: z.number().min(0).max(1000),
            })
            .nullable()
            .optional(),
          audio: z
            .object({ codec: z.string().max(32) })
            .nullable()
            .optional(),
        }),
        handler: ({ input }): Promise<Answer<typeof API_CALLS.PUBLISH>> => state.publish(input),
      });

      defineRoute(internal, ctx, {
        method: 'POST',
        path: API_CALLS.UNPUBLISH,
        summary: 'Media service (signed): a stream stopped (ended, dropped, kicked, shutdown)',
        auth: 'none',
        input: z.object({ streamName, reason: z.enum(['ended', 'dropped', 'kicked', 'shutdown']) }),
        handler: async ({ input }): Promise<Answer<typeof API_CALLS.UNPUBLISH>> => {
          await state.unpublish(input.streamName, input.reason);
          return null;
        },
      });

      defineRoute(internal, ctx, {
        method: 'POST',
        path: API_CALLS.RECORDING,
        summary: 'Media service (signed): a recording file was closed',
        auth: 'none',
        input: z.object({
          streamName,
          roomId: z.number().int().positive(),
          file: z
            .string()
            .min(1)
            .max(512)
            .refine((f) => !f.startsWith('/') && !f.split('/').includes('..'), 'must be a relative path'),
          startedAt: epochMs,
          endedAt: epochMs,
          durationMs: epochMs,
          bytes: z.number().int().min(0),
          cover: z.string().max(512).default(''),
        }),
        handler: ({ input }): Promise<Answer<typeof API_CALLS.RECORDING>> => state.recording(input),
      });

      defineRoute(internal, ctx, {
        method: 'POST',
        path: API_CALLS.HEARTBEAT,
        summary:
          'Media service (signed): the live streams and viewers, every 10 s; reconciles room states; answers the kicked',
        auth: 'none',
        input: z.object({
          streams: z
            .array(
              z.object({
                streamName,
                startedAt: epochMs.optional(),
                viewers: z.object({ flv: count, hls: count }),
              }),
            )
            .max(10_000),
        }),
        handler: ({ input }): Promise<Answer<typeof API_CALLS.HEARTBEAT>> => state.heartbeat(input.streams),
      });

      defineRoute(internal, ctx, {
        method: 'POST',
        path: API_CALLS.DEMO_PLAN,
        summary:
          'Media service (signed): the demo anchors to push now (live matches up to LIVE_DEMO_MAX, shows)',
        auth: 'none',
        input: z.object({}),
        handler: async (): Promise<Answer<typeof API_CALLS.DEMO_PLAN>> => ({ streams: await demo.plan() }),
      });
    },
    { logLevel: 'warn' },
  );
}
