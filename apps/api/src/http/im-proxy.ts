import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * Forwards /im (HTTP long poll and the WebSocket) to the messaging service, so the web app reaches it on its
 * own origin and users open one URL. Server-to-server calls go to the service directly, not through here.
 */
export async function installImProxy(app: FastifyInstance, imUrl: string): Promise<void> {
  await app.register(httpProxy, {
    upstream: imUrl,
    prefix: '/im',
    rewritePrefix: '/im',
    websocket: true,
  });
}
