import type { FastifyReply } from 'fastify';

/** CORS for players on other origins (mpegts.js and hls.js fetch with XHR/fetch). */
export function setCors(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  reply.header('access-control-allow-headers', 'range, content-type');
  reply.header('access-control-expose-headers', 'content-length, content-range');
}
