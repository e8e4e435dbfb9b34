import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { seedBanners } from './banners';
import { seedCategories } from './categories';
import { registerContentRoutes } from './routes';

/** Home content: categories, banners, base dictionary, legal texts. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerContentRoutes(app, ctx);
}

/** Seed step: categories and banners. */
export async function seedContent(ctx: AppContext): Promise<void> {
  await seedCategories(ctx.db);
  await seedBanners(ctx.db);
}
