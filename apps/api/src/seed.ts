import type { AppContext } from './app-context';
import { seedConfig } from './modules/config';
import { seedContent } from './modules/content';
import { seedLive } from './modules/live';
import { seedSports } from './modules/sports';

/**
 * Fills an empty database with the demo data (idempotent: safe on every start). Feature modules add their
 * seed step here, one line each.
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  await seedConfig(ctx);
  await seedContent(ctx);
  await seedSports(ctx.db, { seed: ctx.config.sports.seed, now: ctx.config.sports.startAt });
  // After content: the demo anchors' rooms take the live categories.
  await seedLive(ctx);
}
