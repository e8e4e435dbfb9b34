import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { installApiDocs } from './http/api-docs';
import { installCompression } from './http/compression';
import { installErrorHandling } from './http/error-handler';
import { installImProxy } from './http/im-proxy';
import { requestLogSerializer } from './http/log-redaction';
import { installMetrics } from './http/metrics';
import { installSecurityHeaders } from './http/security-headers';
import { installWebApp } from './http/web-app';
import { registerModules } from './modules';
import { installLiveShareMeta, installMediaProxy, installRoomBootPage } from './modules/live';

/** The version the API documents itself under (bumped when response shapes change incompatibly). */
const API_VERSION = '1.0.0';

/** Options for building the HTTP app; tests turn off what they do not exercise. */
export interface BuildOptions {
  serveWeb?: boolean;
  proxyIm?: boolean;
  /** Forward /media/* (HTTP-FLV, HLS, covers, WHIP) to the media service (MEDIA_URL). */
  proxyMedia?: boolean;
}

/**
 * Builds the API: envelope and errors, metrics, health, every feature module, the web app and the /im and /media
 * proxies.
 */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance type the plain one modules expect.
    loggerInstance: ctx.log as FastifyBaseLogger,
    // The spec mixes /api/User/... and /api/user/...; clients must reach the same route either way.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    // Request logs mask passwords, tokens and codes that arrive in query strings (GET login, GET calls).
    childLoggerFactory: (logger, bindings, opts) =>
      logger.child(bindings, { ...opts, serializers: { ...opts.serializers, req: requestLogSerializer } }),
  });
  app.decorate('tifoRoutes', []);
  installErrorHandling(app);
  installSecurityHeaders(app, {
    extraConnectSources: ctx.config.csp.connectSources,
    extraMediaSources: ctx.config.csp.mediaSources,
  });
  await installCompression(app);
  // Some partner apps post forms; treat them like JSON bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  installMetrics(app, ctx.config.metricsToken);
  app.get('/healthz', async () => {
    await ctx.db.kysely.selectFrom('users').select('id').limit(1).execute();
    return { status: 0, msg: 'ok', data: { uptime: process.uptime() } };
  });
  await registerModules(app, ctx);
  await installApiDocs(app, API_VERSION);
  if (options.serveWeb !== false && (await installWebApp(app, ctx.config.webDist))) {
    // Shared live rooms get their link preview in the shell's HTML (crawlers do not run the app).
    installLiveShareMeta(app, ctx, ctx.config.webDist);
    // A live room's page carries its stream, so the picture starts before the app has run.
    installRoomBootPage(app, ctx, ctx.config.webDist);
  }
  if (options.proxyIm !== false) installImProxy(app, ctx.config.imUrl, ctx.config.trustProxy);
  if (options.proxyMedia !== false)
    await installMediaProxy(app, ctx.config.live.mediaUrl, {
      limits: ctx.config.live.mediaProxy,
      metricsToken: ctx.config.metricsToken,
    });
  return app;
}
