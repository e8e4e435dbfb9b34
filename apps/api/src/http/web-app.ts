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
  // preCompressed: the build writes .br and .gz beside each text asset (apps/web/precompress.ts); sendFile picks
  // the one the browser accepts (plain when none is accepted or none exists) and adds Vary: Accept-Encoding.
  await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  // The files are compressed at build time: no on-the-fly compression on top (see http/compression.ts).
  const routeOptions = { compress: false } as const;
  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  // With ignoreTrailingSlash this also answers /m.
  app.get('/m/', routeOptions, sendIndex);
  app.get('/m/*', routeOptions, async (request, reply) => {
    const rel = decodeURIComponent(request.url.slice('/m/'.length).split('?')[0] ?? '');
    const file = path.join(webDist, rel);
    // The compressed copies are reached only through Accept-Encoding, never by their own names.
    const isCopy = /\.(?:br|gz)$/.test(rel);
    if (rel && !isCopy && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
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
