import { sites } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { siteLogoSvg } from './logo';
import { siteByCode } from './resolve';
import { SITES } from './site-list';
import { siteView } from './site-view';

/** Site routes: the generated logos and the list of sites. */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/site/logo/:file',
    summary: 'A site logo as SVG: its initials on its theme colour (file is "<code>.svg")',
    auth: 'none',
    raw: true,
    input: z.object({}),
    handler: async ({ request, reply }) => {
      const file = String((request.params as { file?: string }).file ?? '');
      const site = siteByCode(file.replace(/\.svg$/i, ''));
      if (!site) throw new ApiError('SITE_NOT_FOUND', file);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(siteLogoSvg(site));
    },
  });

  defineRoute(app, ctx, {
    ...sites.getSites,
    handler: async ({ lang }) => SITES.map((site) => siteView(site, lang)),
  });
}
