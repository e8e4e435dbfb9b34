import { config } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { resolveSite, siteView, siteSelector } from '../sites';
import { commonConfig } from './common-config';
import { commonScript } from './common-script';

/** getCommonConfig and getCommonScript. */
export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    ...config.getCommonConfig,
    handler: async ({ input, lang }) => commonConfig(ctx, resolveSite(input), lang),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    path: '/webapi/home/getCommonScript',
    summary: 'A small script publishing the site metadata on window.TIFO_SITE (application/javascript)',
    auth: 'none',
    raw: true,
    input: z.object({ ...siteSelector, time: z.coerce.number().optional() }),
    handler: async ({ input, lang, reply }) => {
      const script = commonScript(siteView(resolveSite(input), lang), ctx.now());
      return reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(script);
    },
  });
}
