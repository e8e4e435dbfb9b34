import { content } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { resolveSite, siteSelector } from '../sites';
import { bannerSvg, findBanner, listBanners } from './banners';
import { listCategories } from './categories';
import { baseDictionary } from './dictionary';
import { renderProtocol } from './protocol';

/** Categories, banners, the base dictionary and the legal texts. */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    ...content.getCategory,
    handler: async ({ lang }) => listCategories(ctx.db, lang),
  });

  defineRoute(app, ctx, {
    ...content.getHomeScroll,
    handler: async ({ input, lang }) => listBanners(ctx.db, resolveSite(input), lang, ctx.now()),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/home/bannerImage/:file',
    summary: 'A banner image as SVG (file is "<id>.svg"), drawn in the site colour',
    auth: 'none',
    raw: true,
    input: z.object(siteSelector),
    handler: async ({ input, lang, request, reply }) => {
      const file = String((request.params as { file?: string }).file ?? '');
      const id = Number(file.replace(/\.svg$/i, ''));
      const banner = Number.isSafeInteger(id) && id > 0 ? await findBanner(ctx.db, id) : undefined;
      if (!banner) throw new ApiError('NOT_FOUND', file);
      const pt = lang === 'pt';
      const svg = bannerSvg(
        resolveSite(input),
        pt ? banner.title_pt : banner.title_zh,
        pt ? banner.subtitle_pt : banner.subtitle_zh,
      );
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(svg);
    },
  });

  defineRoute(app, ctx, {
    ...content.getBaseDictionary,
    handler: async ({ lang }) => baseDictionary(lang),
  });

  defineRoute(app, ctx, {
    ...content.getProtocal,
    handler: async ({ input, lang }) => {
      const site = resolveSite(input);
      return renderProtocol(input.type, lang, lang === 'pt' ? site.namePt : site.name);
    },
  });
}
