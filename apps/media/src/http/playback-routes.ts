import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaError } from '../errors';
import type { FlvSink } from '../hub/live-stream';
import { RenditionManager } from '../hub/renditions';
import { CoverMaker } from '../packager/cover';
import { setCors } from './cors';
import { STREAM_NAME, clientAddress } from './guards';
import type { MediaContext } from './context';

/** A viewer whose socket holds more than this unsent is too slow: it is dropped, not buffered. */
const FLV_SEND_CEILING = 4 * 1024 * 1024;
const SEGMENT_FILE = /^seg-\d{1,20}\.ts$/;

function liveStreamFor(ctx: MediaContext, name: string) {
  if (!STREAM_NAME.test(name)) throw new MediaError('STREAM_NOT_FOUND');
  const stream =
    ctx.hub.get(name) ?? (RenditionManager.sourceOf(name) ? ctx.renditions.ensure(name) : undefined);
  if (!stream) throw new MediaError('STREAM_NOT_FOUND');
  return stream;
}

async function waitForFile(path: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (
      await stat(path).then(
        () => true,
        () => false,
      )
    )
      return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** GET /live/<name>.flv, /live/<name>/index.m3u8 and segments, /covers/<name>.jpg. */
export function registerPlaybackRoutes(app: FastifyInstance, ctx: MediaContext): void {
  app.options('/live/*', async (_req, reply) => {
    setCors(reply);
    return reply.code(204).send();
  });

  app.get('/live/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const match = /^(.+)\.flv$/.exec(request.params.file);
    if (!match?.[1]) throw new MediaError('NOT_FOUND');
    const stream = liveStreamFor(ctx, match[1]);
    setCors(reply);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'video/x-flv',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
    });
    const leave = ctx.viewers.flvJoin(stream.name, clientAddress(request));
    const sink: FlvSink = {
      write: (chunk) => {
        if (res.destroyed) return false;
        res.write(chunk);
        ctx.metrics.flvBytes.inc(chunk.length);
        return res.writableLength < FLV_SEND_CEILING;
      },
      close: () => res.end(),
    };
    res.on('close', () => {
      stream.detach(sink);
      leave();
    });
    stream.attach(sink);
  });

  app.get(
    '/live/:name/:file',
    async (request: FastifyRequest<{ Params: { name: string; file: string } }>, reply) => {
      const { name, file } = request.params;
      const stream = liveStreamFor(ctx, name);
      ctx.viewers.hlsSeen(stream.name, clientAddress(request));
      setCors(reply);
      const dir = ctx.pipeline.hlsDirOf(stream.name);
      if (file === 'index.m3u8') {
        const path = join(dir, file);
        // A playlist asked for right after the start (or of a rendition just started) waits for its first segment.
        if (!(await waitForFile(path, ctx.config.playlistWaitMs))) throw new MediaError('NOT_READY');
        return reply
          .header('content-type', 'application/vnd.apple.mpegurl')
          .header('cache-control', 'no-cache')
          .send(createReadStream(path));
      }
      if (!SEGMENT_FILE.test(file)) throw new MediaError('NOT_FOUND');
      const path = join(dir, file);
      const info = await stat(path).catch(() => null);
      if (!info) throw new MediaError('NOT_FOUND');
      return reply
        .header('content-type', 'video/mp2t')
        .header('content-length', info.size)
        .header('cache-control', 'max-age=60')
        .send(createReadStream(path));
    },
  );

  app.get('/covers/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const match = /^(.+)\.jpg$/.exec(request.params.file);
    if (!match?.[1] || !STREAM_NAME.test(match[1])) throw new MediaError('NOT_FOUND');
    const path = CoverMaker.fileOf(ctx.config.coversDir, match[1]);
    const info = await stat(path).catch(() => null);
    if (!info) throw new MediaError('NOT_FOUND');
    setCors(reply);
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', info.size)
      .header('cache-control', 'max-age=10')
      .send(createReadStream(path));
  });
}
