import { sms } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { CaptchaStore } from '../captcha';
import { resolveSite } from '../sites';
import { HOUR, Throttle } from '../throttle';
import type { Limit } from '../throttle';
import type { SmsSender } from './sms-sender';

/**
 * The id of the account that owns a mobile, or undefined. Accounts answer it, handed in at start-up: accounts
 * use SMS codes, so this module cannot import accounts back.
 */
export type MobileOwnerLookup = (mobile: string) => Promise<{ id: number } | undefined>;

/**
 * Answers that say whether a mobile has an account, per address: 60 an hour, counted before the captcha is
 * checked. With a solved captcha per answer this bounds enumeration even for a client that reads captchas.
 */
export function lookupLimits(ip: string): Limit[] {
  return [{ bucket: `sms-lookup:ip:${ip}`, windowMs: HOUR, max: 60 }];
}

/**
 * sendCode (registration) and sendVerifyCode (logged in: binding a phone; logged out: resetting the password).
 * Both need the image captcha: every SMS costs money and reaches a stranger's phone, and both answers tell
 * whether the mobile has an account.
 */
export function registerSmsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sender: SmsSender,
  ownerOf: MobileOwnerLookup,
): void {
  const captchas = new CaptchaStore(ctx.db, ctx.now);
  const throttle = new Throttle(ctx.db, ctx.now);

  defineRoute(app, ctx, {
    ...sms.sendCode,
    handler: async ({ input, lang, request }) => {
      await throttle.take(lookupLimits(request.ip));
      await captchas.consume(input.code, input.captcha);
      if (await ownerOf(input.mobile)) throw new ApiError('MOBILE_REGISTERED');
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
    ...sms.sendVerifyCode,
    handler: async ({ input, user, lang, request }) => {
      if (!input.captcha || !input.code) throw new ApiError('CAPTCHA_REQUIRED');
      await throttle.take(lookupLimits(request.ip));
      await captchas.consume(input.code, input.captcha);
      const owner = await ownerOf(input.mobile);
      if (user && owner && owner.id !== user.userId) throw new ApiError('MOBILE_TAKEN');
      if (!user && !owner) throw new ApiError('MOBILE_NOT_REGISTERED');
      const purpose = user ? 'bind' : 'reset';
      return sender.send({ mobile: input.mobile, purpose, ip: request.ip, site: resolveSite(input), lang });
    },
  });
}
