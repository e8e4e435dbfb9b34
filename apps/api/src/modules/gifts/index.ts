import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerGiftRoutes } from './routes';
import { GiftService } from './service';

export { grantBagGift, type BagGrant } from './bag';
export { SEED_GIFTS } from './catalog-seed';

/**
 * Gifts in live rooms (README): the catalog, the bag, sending through the ledger, the room's animation message
 * and the contribution ranking. Registered after live-chat (it posts through the room's chat group).
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  const gifts = new GiftService(ctx, app.liveChat.groups);
  app.decorate('gifts', gifts);
  registerGiftRoutes(app, ctx, gifts);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The gifts service. */
    gifts: GiftService;
  }
}
