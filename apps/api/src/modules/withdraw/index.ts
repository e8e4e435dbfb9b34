import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerWalletRoutes } from './routes';
import { WalletService } from './service';

export { WalletService } from './service';
export { WITHDRAW_ACTIONS, type WithdrawAction } from './rules';

/**
 * Anchors' withdrawals (README): a ledger hold of anchor points, then operator review (approve, dispatch, cancel).
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerWalletRoutes(app, ctx, new WalletService(ctx));
}
