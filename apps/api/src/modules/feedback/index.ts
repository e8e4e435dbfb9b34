import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerFeedbackRoutes } from './routes';

/** Customer-service feedback. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerFeedbackRoutes(app, ctx);
}
