import Fastify, { type FastifyInstance } from 'fastify';
import { MEDIA_CALLS, type KickRequest, type LiveStreams } from '@tifo/media-contract';
import { z } from 'zod';
import { MediaError } from '../errors';
import type { MediaContext } from './context';
import { isDirectLoopback, loggablePath, requireSignature } from './guards';
import { installPlaybackGate, PlaybackGate } from './playback-gate';
import { registerPlaybackRoutes } from './playback-routes';
import { registerWhipRoutes } from '../whip/whip-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, for the signature check. */
    rawBody?: string;
  }
}

const kickBody: z.ZodType<KickRequest> = z.object({ streamName: z.string().min(1).max(80) });

/** The media HTTP server: playback, covers, health, metrics and the API's signed /internal/streams calls. */
export function buildHttpApp(ctx: MediaContext): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, body === '' ? {} : JSON.parse(String(body)));
    } catch {
      done(new MediaError('BAD_REQUEST', 'Body is not JSON'), undefined);
    }
  });
  // WHIP offers arrive as application/sdp.
  app.addContentTypeParser('application/sdp', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body)),
  );

  app.setErrorHandler((error, request, reply) => {
    const known = error instanceof MediaError ? error : null;
    if (!known) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status < 500) {
        return reply.code(status).send({ status: 4000, msg: 'Bad request' });
      }
      ctx.logger.error({ url: loggablePath(request.url), err: (error as Error).message }, 'request failed');
    }
    const e = known ?? new MediaError('BAD_REQUEST', 'Unexpected error');
    return reply.code(known ? e.httpStatus : 500).send({ status: e.code, msg: e.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 4041, msg: 'Not found' }));

  app.get('/healthz', async () => ({
    status: 0,
    data: {
      streams: ctx.hub.list().length,
      ffmpeg: ctx.runner.ffmpegPath.startsWith('/usr/') ? 'system' : 'npm',
    },
  }));

  app.get('/metrics', async (request, reply) => {
    if (!isDirectLoopback(request)) throw new MediaError('NOT_LOOPBACK');
    refreshGauges(ctx);
    return reply
      .header('content-type', ctx.metrics.registry.contentType)
      .send(await ctx.metrics.registry.metrics());
  });

  app.get(MEDIA_CALLS.STREAMS, async (request) => {
    requireSignature(request, ctx.config.secret, '');
    const data: LiveStreams = { streams: ctx.pipeline.snapshot(ctx.hub.list()) };
    return { status: 0, data };
  });

  app.post(MEDIA_CALLS.KICK, async (request) => {
    requireSignature(request, ctx.config.secret, request.rawBody ?? '');
    const body = kickBody.safeParse(request.body);
    if (!body.success) throw new MediaError('BAD_REQUEST');
    if (!ctx.hub.kick(body.data.streamName)) throw new MediaError('STREAM_NOT_FOUND');
    return { status: 0, data: {} };
  });

  installPlaybackGate(app, new PlaybackGate(ctx.config.playbackMaxPerAddress, ctx.config.playbackMaxTotal));
  registerPlaybackRoutes(app, ctx);
  registerWhipRoutes(app, ctx.whip);
  return app;
}

function refreshGauges(ctx: MediaContext): void {
  const streams = ctx.hub.list();
  ctx.metrics.streams.set({ kind: 'source' }, streams.filter((s) => s.sourceName === null).length);
  ctx.metrics.streams.set({ kind: 'rendition' }, streams.filter((s) => s.sourceName !== null).length);
  let flv = 0;
  let hls = 0;
  for (const s of streams) {
    const c = ctx.viewers.count(s.name);
    flv += c.flv;
    hls += c.hls;
  }
  ctx.metrics.viewers.set({ protocol: 'flv' }, flv);
  ctx.metrics.viewers.set({ protocol: 'hls' }, hls);
  ctx.metrics.ffmpegChildren.reset();
  for (const child of ctx.runner.list()) ctx.metrics.ffmpegChildren.inc({ role: child.role });
}
