import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the page may connect, load media and images from, beyond its own origin. */
export interface SecurityHeaderOptions {
  /** Extra connect-src sources (API host rotation, an external messaging or media host), space-separated. */
  extraConnectSources?: string;
  /** Extra media-src sources (a CDN serving live streams), space-separated. */
  extraMediaSources?: string;
}

/**
 * The Content-Security-Policy of every response. Why each directive is what it is:
 * - script-src 'self': the build has no inline script (index.html loads /m/assets/*.js only) and nothing evals.
 * - style-src-elem 'self': style sheets come from the build as <link>; no <style> element is injected, so
 *   injected CSS (the attribute-selector exfiltration trick) cannot load.
 * - style-src-attr 'unsafe-inline': the odds chart's tooltip (ECharts, shown on touch) writes HTML with style=""
 *   markers, and the agreement texts are HTML the operator may style inline; both would otherwise lose styles
 *   and report violations. Attributes cannot run script, load anything or select other elements. (Every screen
 *   of the browser test also passes with 'none'; tighten to 'none' if the tooltip moves to ECharts' richText.)
 *   React's `style` props and antd-mobile's animations set styles through the CSSOM, which CSP does not govern.
 * - img-src https: data: blob:: avatars, banners, news pictures and crests can be remote (content and profile
 *   URLs), the captcha and small icons are data: URLs.
 * - connect-src 'self': the API, the /im WebSocket (CSP Level 3: 'self' covers ws:/wss: of the same host), the
 *   long poll; media-src/worker-src blob: for the stream players (MSE).
 * - frame-ancestors 'none' (and X-Frame-Options for older browsers): no site may frame the app (clickjacking).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const extra = (sources: string | undefined) => (sources?.trim() ? ` ${sources.trim()}` : '');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra(options.extraConnectSources)}`,
    `media-src 'self' blob: https:${extra(options.extraMediaSources)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS for a year, sent only on HTTPS (a browser ignores it over HTTP, and a local HTTP run must stay usable). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: TLS on our own socket, or X-Forwarded-Proto from a reverse proxy
 * we trust (Fastify's `trustProxy`, set by TRUST_PROXY). An untrusted X-Forwarded-Proto is ignored.
 */
function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Adds the security headers to every response (the web app, the API, errors and 404s alike). */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const policy = contentSecurityPolicy(options);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Other origins learn at most our origin, never a path or a query (which may hold a shared link's token).
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (overHttps(request)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
