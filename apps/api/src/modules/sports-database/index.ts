import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerSportDatabaseRoutes } from './routes';

/** The sports database: competitions, seasons, standings, players, FIFA ranking (spec section 7). */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerSportDatabaseRoutes(app, ctx, app.sports);
}
