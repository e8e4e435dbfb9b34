import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerSiteRoutes } from './routes';

/** White-label sites: data, resolver, logos. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerSiteRoutes(app, ctx);
}

export { resolveSite, siteByCode, siteBySource, defaultSite } from './resolve';
export { siteView } from './site-view';
export type { SiteView } from './site-view';
export type { SiteDefinition } from './site-list';
export { escapeXml, textColorOn } from './logo';
export { siteSelector } from './site-input';
export { SITES } from './site-list';
