import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, text, SVG) above the threshold with brotli or gzip, as the client accepts, and
 * adds Vary: Accept-Encoding. Registered before the routes, since it attaches itself to each route as it is
 * added. It never compresses twice: a reply that already has a Content-Encoding (the precompressed web assets,
 * whose routes also opt out) is left alone, and WebSocket upgrades never pass through Fastify's reply. Request
 * bodies are not decompressed: no client sends compressed bodies, and a decompressor is a zip-bomb door.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
