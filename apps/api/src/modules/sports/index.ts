import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerAssetRoutes } from './asset-routes';
import { SportsRuntime } from './runtime';
import { seedSports } from './seed';

export { seedSports } from './seed';
export type { MatchChange } from './engine/live-engine';
export { SportsRuntime } from './runtime';
export { assetUrl } from './assets';
export { dateAt } from './catalog/local-time';
export type { SportsIndex } from './catalog/sports-index';
export type { StandingRow } from './catalog/standings';
export type { Competition, MatchRecord, Season, Team } from './catalog/types';
export { commentary } from './engine/commentary';
export type { CommentaryLine } from './engine/commentary';
export type { Lineup } from './engine/lineup';
export type { LiveEngine } from './engine/live-engine';
export { nextChangeAt } from './engine/match-state';
export { BOOKMAKERS, oddsHistory } from './engine/odds';
export type { OddsPoint } from './engine/odds';
export { playerLines, topThree } from './engine/player-stats';
export type { ScriptEvent } from './engine/script-types';
export { statsAt } from './engine/stats';
export type { StatRow } from './engine/stats';
export type { SportsData } from './runtime';
export { seasonResults, seasonStandings, teamForm } from './season-stats';
export { OPENFOOTBALL_DIR } from './seed';

/**
 * Sports: the catalog, the live engine and the team and competition assets. The runtime is exposed as
 * `app.sports`: the match, search and database modules read it, and the messaging bridge subscribes to
 * `app.sports.events.on('change', ...)`.
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  const runtime = new SportsRuntime(
    ctx.db,
    { ...ctx.config.sports, realNow: ctx.now, tickMs: ctx.config.isTest ? 0 : 1000 },
    ctx.log,
  );
  app.decorate('sports', runtime);
  // Load at start (outside tests) so the engine ticks and the first request is not the one paying for it.
  // A server that runs for weeks keeps generating the coming days: reseed every six engine hours (idempotent,
  // adds only what is missing) and reload the catalog when something was added.
  let refresher: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (ctx.config.isTest) return;
    await runtime.data();
    const every = Math.max(60_000, (6 * 3600_000) / ctx.config.sports.speed);
    refresher = setInterval(() => {
      void (async () => {
        const { engine } = await runtime.data();
        const { inserted } = await seedSports(ctx.db, {
          seed: ctx.config.sports.seed,
          now: engine.clock.now(),
        });
        if (inserted) runtime.reload();
      })().catch((error: unknown) => ctx.log.warn({ err: error }, 'sports reseed failed'));
    }, every);
    refresher.unref();
  });
  app.addHook('onClose', async () => {
    if (refresher) clearInterval(refresher);
    runtime.close();
  });
  registerAssetRoutes(app, ctx, runtime);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sports runtime: catalog, live engine, and its change events. */
    sports: SportsRuntime;
  }
}
