import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerAnchorFollowRoutes } from './routes';

/** Anchors: following (fans and follow counts on user info), and making a user an anchor (operator command). */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerAnchorFollowRoutes(app, ctx);
}

export { followCounts } from './follow-repo';
export { makeAnchor } from './make-anchor';
