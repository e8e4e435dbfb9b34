import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * Registers every feature module. Each module exports `register(app, ctx)` from its folder's index.ts;
 * add one line per module here.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
