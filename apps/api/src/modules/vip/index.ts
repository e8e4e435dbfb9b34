import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerVipRoutes } from './routes';
import { VipService } from './service';

export { vipDiscount, vipLevelAt, type VipDates, type VipLevel } from './rules';
export { vipStatus } from './service';
export { SEED_VIP_PLANS } from './plans-seed';

/** VIP plans (README): buying with diamonds through the ledger, the VIP card, the level and discount rules. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerVipRoutes(app, ctx, new VipService(ctx));
}
