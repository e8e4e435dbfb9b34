import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body sent to many callers: encoded to bytes once, and gzipped once off the event loop (zlib's thread
 * pool) for clients that accept it (browsers do), so a hot list costs a socket write per request.
 */
export class SharedBody {
  private readonly raw: Buffer;
  private gzipped: Buffer | null = null;
  /** Settles when the gzipped copy exists (or failed; then the plain body is sent). */
  readonly ready: Promise<void>;

  constructor(json: string) {
    this.raw = Buffer.from(json, 'utf8');
    this.ready = new Promise((resolve) => {
      gzip(this.raw, { level: 1 }, (error, result) => {
        if (!error) this.gzipped = result;
        resolve();
      });
    });
  }

  /** Sends the body, gzipped when the request accepts gzip and the copy is ready. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (this.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      await reply.header('content-encoding', 'gzip').send(this.gzipped);
      return;
    }
    await reply.send(this.raw);
  }
}
