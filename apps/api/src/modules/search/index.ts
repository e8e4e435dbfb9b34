import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerSearchRoutes } from './routes';

/** Search over teams, competitions and matches (spec section 7). Registered after sports and matches. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerSearchRoutes(app, ctx, app.sports, app.matchLists);
}
