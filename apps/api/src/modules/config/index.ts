import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { SITES } from '../sites';
import { registerConfigRoutes } from './routes';
import { seedSettings } from './settings-repo';

export { parseJson, toNumber } from './common-config';
export { LIVE_PLAY_AD } from './setting-defaults';
export { readSettings } from './settings-repo';

/** Per-site common configuration (switches stored in site_settings) and the common script. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerConfigRoutes(app, ctx);
}

/** Seed step: the default settings of every site (rows operators already changed are kept). */
export async function seedConfig(ctx: AppContext): Promise<void> {
  for (const site of SITES) await seedSettings(ctx.db, site, ctx.now());
}
