import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body sent to many callers: encoded to bytes once, and gzipped once on first demand for clients that
 * accept it (browsers do), so a hot list costs a socket write per request instead of a serialisation.
 */
export class SharedBody {
  private readonly raw: Buffer;
  private gzipped: Buffer | null = null;

  constructor(json: string) {
    this.raw = Buffer.from(json, 'utf8');
  }

  /** The encoded JSON. */
  get bytes(): Buffer {
    return this.raw;
  }

  /** Sends the body, gzipped when the request accepts gzip. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bgzip\b/.test(accepts)) {
      this.gzipped ??= gzipSync(this.raw, { level: 1 });
      await reply.header('content-encoding', 'gzip').send(this.gzipped);
      return;
    }
    await reply.send(this.raw);
  }
}
