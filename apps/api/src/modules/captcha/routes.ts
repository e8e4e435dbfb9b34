import { captcha } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { MINUTE, Throttle } from '../throttle';
import { CaptchaStore } from './captcha-store';

/** GET /api/user/smsCaptcha?code=<key>: a new image captcha for the key. */
export function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = new CaptchaStore(ctx.db, ctx.now);
  const throttle = new Throttle(ctx.db, ctx.now);
  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/user/smsCaptcha',
    summary: 'An SVG image captcha tied to the client key `code` (valid 5 minutes, single use)',
    auth: 'none',
    raw: true,
    input: z.object({ code: captcha.captchaKey, t: z.coerce.number().optional() }),
    handler: async ({ input, request, reply }) => {
      await throttle.take([{ bucket: `captcha:ip:${request.ip}`, windowMs: MINUTE, max: 30 }]);
      const svg = await store.create(input.code);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(svg);
    },
  });
}
