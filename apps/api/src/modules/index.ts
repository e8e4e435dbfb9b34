import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import * as accounts from './accounts';
import * as anchors from './anchors';
import * as captcha from './captcha';
import * as config from './config';
import * as content from './content';
import * as feedback from './feedback';
import * as ledger from './ledger';
import * as gifts from './gifts';
import * as live from './live';
import * as liveChat from './live-chat';
import * as matches from './matches';
import * as messaging from './messaging';
import * as recharge from './recharge';
import * as search from './search';
import * as sites from './sites';
import * as sms from './sms';
import * as sports from './sports';
import * as sportsDatabase from './sports-database';
import * as storage from './storage';
import * as vip from './vip';
import * as withdraw from './withdraw';

/**
 * Registers every feature module. Each module exports `register(app, ctx)` from its folder's index.ts;
 * add one line per module here.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  sites.register(app, ctx);
  config.register(app, ctx);
  content.register(app, ctx);
  feedback.register(app, ctx);
  storage.register(app, ctx);
  captcha.register(app, ctx);
  // Accounts use SMS codes; sms learns who owns a mobile from accounts through this lookup.
  sms.register(app, ctx, (mobile) => accounts.findUserByMobile(ctx.db, mobile));
  accounts.register(app, ctx);
  sports.register(app, ctx);
  // After sports: these read the engine through app.sports; search shares the match lists' cache.
  matches.register(app, ctx);
  search.register(app, ctx);
  sportsDatabase.register(app, ctx);
  // After sports: the live-score bridge subscribes to app.sports.
  messaging.register(app, ctx);
  anchors.register(app, ctx);
  // After sports: live rooms read the engine (matches streamed, the demo plan).
  await live.register(app, ctx);
  // After live and anchors: the room chat listens to live starts and anchor follows.
  liveChat.register(app, ctx);
  // After live-chat: a gift's animation is posted through the room's chat group.
  gifts.register(app, ctx);
  await recharge.register(app, ctx);
  vip.register(app, ctx);
  withdraw.register(app, ctx);
  // Last: the wallet's ledger reads; a feature registered before may serve getTransLog with more detail.
  ledger.register(app, ctx);
}
