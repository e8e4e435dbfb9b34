import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { findUserByMobile } from '../accounts/user-repo';
import { mobileInput } from '../accounts/inputs';
import { CaptchaStore, captchaKey } from '../captcha';
import { resolveSite } from '../sites';
import { siteSelector } from '../sites/site-input';
import type { SmsSender } from './sms-sender';

/**
 * sendCode (registration, image captcha required) and sendVerifyCode (logged in: binding a phone; logged out:
 * resetting the password, image captcha required).
 */
export function registerSmsRoutes(app: FastifyInstance, ctx: AppContext, sender: SmsSender): void {
  const captchas = new CaptchaStore(ctx.db, ctx.now);

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/webapi/user/sendCode',
    summary: 'Send a registration SMS code (needs the image captcha text and its key `code`)',
    auth: 'none',
    input: z.object({
      ...siteSelector,
      mobile: mobileInput,
      captcha: z.string().min(1).max(16),
      code: captchaKey,
    }),
    handler: async ({ input, lang, request }) => {
      await captchas.consume(input.code, input.captcha);
      if (await findUserByMobile(ctx.db, input.mobile)) throw new ApiError('MOBILE_REGISTERED');
      return sender.send({
        mobile: input.mobile,
        purpose: 'register',
        ip: request.ip,
        site: resolveSite(input),
        lang,
      });
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/user/sendVerifyCode',
    summary:
      'Send an SMS code: logged in, to bind this phone; logged out, to reset the password (captcha needed)',
    auth: 'optional',
    input: z.object({
      ...siteSelector,
      mobile: mobileInput,
      captcha: z.string().min(1).max(16).optional(),
      code: captchaKey.optional(),
    }),
    handler: async ({ input, user, lang, request }) => {
      if (!user) {
        if (!input.captcha || !input.code) throw new ApiError('CAPTCHA_REQUIRED');
        await captchas.consume(input.code, input.captcha);
      } else if (input.captcha && input.code) {
        await captchas.consume(input.code, input.captcha);
      }
      const owner = await findUserByMobile(ctx.db, input.mobile);
      if (user && owner && owner.id !== user.userId) throw new ApiError('MOBILE_TAKEN');
      if (!user && !owner) throw new ApiError('MOBILE_NOT_REGISTERED');
      const purpose = user ? 'bind' : 'reset';
      return sender.send({ mobile: input.mobile, purpose, ip: request.ip, site: resolveSite(input), lang });
    },
  });
}
