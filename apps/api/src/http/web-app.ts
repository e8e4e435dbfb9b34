import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app under /m/ with history fallback: any /m/ path that is not a file gets index.html,
 * so deep links like /m/user-center load the app. Without a build, the API still runs and says so in the log.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  app.get('/', async (_request, reply) => reply.redirect('/m/'));
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; /m/ is unavailable (run npm run build)');
    return false;
  }
  // serve: false: only reply.sendFile is wanted; the routes below decide between a file and the app shell.
  await app.register(fastifyStatic, { root: webDist, serve: false });
  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  // With ignoreTrailingSlash this also answers /m.
  app.get('/m/', sendIndex);
  app.get('/m/*', async (request, reply) => {
    const rel = decodeURIComponent(request.url.slice('/m/'.length).split('?')[0] ?? '');
    const file = path.join(webDist, rel);
    if (rel && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Vite's hashed assets never change: cache them for a year; other files are revalidated.
      return rel.startsWith('assets/')
        ? reply.sendFile(rel, { maxAge: 365 * 24 * 3600 * 1000, immutable: true })
        : reply.sendFile(rel);
    }
    if (rel.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
  return true;
}
