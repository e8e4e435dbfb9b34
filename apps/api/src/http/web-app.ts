import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A path pattern of the web app (React Router's form: literal and `:param` segments) and the page it gets. */
export interface RoutePage {
  path: string;
  html: string;
}

/**
 * The route pages of the build (apps/web/route-preloads.ts writes route-pages.json): copies of index.html that
 * also preload one route's screen. Missing or unreadable (an older build): none, every path gets index.html.
 */
export function readRoutePages(webDist: string): RoutePage[] {
  try {
    const { routes } = JSON.parse(fs.readFileSync(path.join(webDist, 'route-pages.json'), 'utf8')) as {
      routes?: RoutePage[];
    };
    return (routes ?? []).filter(
      (r) =>
        typeof r.path === 'string' &&
        typeof r.html === 'string' &&
        /^[\w-]+\.html$/.test(r.html) &&
        fs.existsSync(path.join(webDist, r.html)),
    );
  } catch {
    return [];
  }
}

const segments = (p: string) => p.split('/').filter(Boolean);

/** The page for an app path (after /m, no query): the first pattern with as many segments that matches. */
export function pageFor(pages: readonly RoutePage[], appPath: string): string {
  const parts = segments(appPath.toLowerCase());
  const page = pages.find((r) => {
    const pattern = segments(r.path.toLowerCase());
    return pattern.length === parts.length && pattern.every((s, i) => s.startsWith(':') || s === parts[i]);
  });
  return page?.html ?? 'index.html';
}

/**
 * Serves the built web app under /m/ with history fallback: any /m/ path that is not a file gets index.html,
 * so deep links like /m/user-center load the app, or the route's own copy of it where the build wrote one
 * (route-pages.json: /m/live-detail/12 gets live-detail.html, which preloads the room screen's chunks).
 * Without a build, the API still runs and says so in the log.
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
  const pages = readRoutePages(webDist);
  // cacheControl: false keeps our no-cache (sendFile would write its default, public, max-age=0).
  const sendIndex = async (_request: unknown, reply: FastifyReply, page = 'index.html') =>
    reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
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
    const page = pageFor(pages, rel);
    // A build replaced under a running server may lack the page read at start: the shell still works.
    return sendIndex(request, reply, fs.existsSync(path.join(webDist, page)) ? page : 'index.html');
  });
  return true;
}
