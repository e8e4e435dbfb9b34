import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { captchaKey } from '../captcha';
import { resolveSite } from '../sites';
import { siteSelector } from '../sites/site-input';
import type { AccountService } from './account-service';
import { mobileInput, passwordInput, smsCodeInput } from './inputs';
import { buildUserInfo } from './user-info';

/** Platforms (spec section 7): 1 iOS app, 3 H5; anything else is recorded as H5. */
const platform = z.coerce.number().int().optional();
const platformOf = (value: number | undefined) => (value === 1 || value === 2 ? value : 3);

/** regist, login, logout and forgetPwd. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountService): void {
  defineRoute(app, ctx, {
    method: 'POST',
    path: '/webapi/user/regist',
    summary: 'Register with mobile, password and the SMS code; returns the logged-in user info',
    auth: 'none',
    input: z.object({
      ...siteSelector,
      platform,
      mobile: mobileInput,
      password: passwordInput,
      sms_code: smsCodeInput,
      invite_code: z.string().trim().max(16).optional(),
      channel_code: z.string().trim().max(64).optional(),
    }),
    handler: async ({ input, lang, request }) => {
      const user = await accounts.register({
        ip: request.ip,
        mobile: input.mobile,
        password: input.password,
        smsCode: input.sms_code,
        inviteCode: input.invite_code || undefined,
        channelCode: input.channel_code || undefined,
        site: resolveSite(input),
        platform: platformOf(input.platform),
      });
      const token = await ctx.sessions.create(user.id, platformOf(input.platform));
      return buildUserInfo(ctx, user, token, lang);
    },
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/webapi/user/login',
    summary:
      'Log in with account name or mobile and password (captcha and its key `code` when CAPTCHA_REQUIRED); returns user info',
    auth: 'none',
    input: z.object({
      platform,
      account: z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim())
        .pipe(z.string().min(1).max(64)),
      password: z.string().min(1).max(64),
      // Needed only after many failures on the account from everywhere (CAPTCHA_REQUIRED; login-throttle.ts).
      captcha: z.string().min(1).max(16).optional(),
      code: captchaKey.optional(),
    }),
    handler: async ({ input, lang, request }) => {
      const user = await accounts.login({
        account: input.account,
        password: input.password,
        ip: request.ip,
        platform: platformOf(input.platform),
        answer: { captcha: input.captcha, code: input.code },
      });
      const token = await ctx.sessions.create(user.id, platformOf(input.platform));
      return buildUserInfo(ctx, user, token, lang);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/webapi/user/logout',
    summary:
      "End the current session and the user's chat sessions (succeeds without one, so a stale client can always log out)",
    auth: 'optional',
    input: z.object({}),
    handler: async ({ user }) => {
      if (user) await accounts.logout(user);
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/webapi/user/forgetPwd',
    summary: 'Set a new password with an SMS code from sendVerifyCode; all sessions end',
    auth: 'none',
    input: z.object({ mobile: mobileInput, sms_code: smsCodeInput, password: passwordInput }),
    handler: async ({ input, request }) => {
      await accounts.resetPassword(input.mobile, input.sms_code, input.password, request.ip);
      return null;
    },
  });
}
