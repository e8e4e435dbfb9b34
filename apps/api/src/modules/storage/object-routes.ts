import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { ApiError } from '../../http/api-error';
import { failure, requestLang } from '../../http/envelope';
import { sizeError, typeError } from './errors';
import { bytesMatch, parseKey, servedType } from './kinds';
import type { LocalStore } from './local-store';
import { OBJECT_ROUTE } from './local-store';
import { parseRange } from './range';
import { verifyPut } from './signing';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers a PUT with an HTTP error status and the API's envelope (a presigned PUT's client reads the status). */
function refuse(request: FastifyRequest, reply: FastifyReply, http: number, error: ApiError): FastifyReply {
  return reply.code(http).send(failure(error, requestLang(request)));
}

/**
 * Writes a request body to `file` until its end or until more than `max` bytes came (then it stops reading
 * without destroying the request, so the 413 can still be answered; Connection: close drops the rest).
 */
async function receive(source: Readable, file: string, max: number): Promise<'ok' | 'over'> {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const outcome = await new Promise<'ok' | 'over'>((resolve, reject) => {
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) {
        source.off('data', onData);
        source.pause();
        resolve('over');
        return;
      }
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    };
    source.on('data', onData);
    source.once('end', () => resolve('ok'));
    source.once('error', reject);
    out.once('error', reject);
  });
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return outcome;
}

/**
 * The local disk's side of presigned uploads: PUT checks the signature (key, content type, maximum size,
 * expiry), streams to a temporary file under the size limit, checks the bytes' type and renames into place
 * (an object is written once); GET serves objects with Range, their type and immutable caching.
 */
export function registerObjectRoutes(
  app: FastifyInstance,
  store: LocalStore,
  secret: string,
  now: () => number,
): void {
  void app.register(async (scope) => {
    // Bodies of any type arrive as a stream: this handler enforces the size itself, past the 2 MB JSON limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put(`${OBJECT_ROUTE}*`, async (request, reply) => {
      const key = (request.params as Record<string, string>)['*'] ?? '';
      const file = store.fileOf(key);
      const parts = parseKey(key);
      if (!file || !parts || parts.variant) return refuse(request, reply, 404, new ApiError('NOT_FOUND'));
      const query = request.query as Record<string, unknown>;
      const check = verifyPut(secret, key, query, Math.floor(now() / 1000));
      if (!check.ok) {
        const code = check.reason === 'expired' ? 'UPLOAD_EXPIRED' : 'UPLOAD_SIGNATURE_INVALID';
        return refuse(request, reply, 403, new ApiError(code));
      }
      const { grant } = check;
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (type !== grant.contentType) {
        return refuse(request, reply, 403, new ApiError('UPLOAD_SIGNATURE_INVALID', 'Content-Type differs'));
      }
      const declared = Number(request.headers['content-length'] ?? NaN);
      if (declared > grant.maxSize) return refuse(request, reply, 413, sizeError(parts.kind));
      if (fs.existsSync(file)) return refuse(request, reply, 409, new ApiError('UPLOAD_EXISTS'));

      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if ((await receive(request.body as Readable, temp, grant.maxSize)) === 'over') {
          reply.header('Connection', 'close');
          return refuse(request, reply, 413, sizeError(parts.kind));
        }
        const size = (await fs.promises.stat(temp)).size;
        if (size === 0) return refuse(request, reply, 400, new ApiError('UPLOAD_FILE_EMPTY'));
        const sniffed = (await fileTypeFromFile(temp))?.mime;
        if (!bytesMatch(parts.kind, grant.contentType, sniffed)) {
          return refuse(request, reply, 415, typeError(parts.kind, `the bytes are ${sniffed ?? 'unknown'}`));
        }
        // Written once, atomically: a hard link fails when the name exists, so of two concurrent PUTs of the
        // same URL exactly one wins (a rename would let the second replace the first).
        try {
          await fs.promises.link(temp, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          return refuse(request, reply, 409, new ApiError('UPLOAD_EXISTS'));
        }
        return reply.code(200).send({ status: 0, msg: 'ok', data: { key, size } });
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    });
  });

  app.get(`${OBJECT_ROUTE}*`, { compress: false }, async (request, reply) => {
    const key = (request.params as Record<string, string>)['*'] ?? '';
    const file = store.fileOf(key);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return refuse(request, reply, 404, new ApiError('NOT_FOUND'));
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('Content-Type', servedType(key))
      .header('Cache-Control', IMMUTABLE)
      .header('Accept-Ranges', 'bytes')
      .header('ETag', etag)
      .header('Last-Modified', stat.mtime.toUTCString());
    // Plain files are downloads, never documents of this origin.
    if (parseKey(key)?.kind === 'file') reply.header('Content-Disposition', 'attachment');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = parseRange(request.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${stat.size}`).send();
    }
    if (!range) {
      return reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
    }
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(fs.createReadStream(file, { start: range.start, end: range.end }));
  });
}
