import { accounts as contract } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { resolveSite } from '../sites';
import type { AccountService } from './account-service';
import { buildUserInfo } from './user-info';

/** Platforms (spec section 7): 1 iOS app, 3 H5; anything else is recorded as H5. */
const platformOf = (value: number | undefined) => (value === 1 || value === 2 ? value : 3);

/** regist, login, logout and forgetPwd. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, accounts: AccountService): void {
  defineRoute(app, ctx, {
    ...contract.regist,
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
    ...contract.login,
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
    ...contract.logout,
    handler: async ({ user }) => {
      if (user) await accounts.logout(user);
      return null;
    },
  });

  defineRoute(app, ctx, {
    ...contract.forgetPwd,
    handler: async ({ input, request }) => {
      await accounts.resetPassword(input.mobile, input.sms_code, input.password, request.ip);
      return null;
    },
  });
}
