import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { MatchListService } from './list-service';
import { registerMatchRoutes } from './routes';

export { HOT_COMPETITION_CODES, MatchListService } from './list-service';
export { eventView, matchView, teamView } from './present';
export type { EventView, MatchView } from './present';
export { keyword, paging, sportFilter } from './inputs';
export { matchId } from './inputs';
export type { TeamView } from './present';
export { bySport, pathSport } from './route-paths';

/**
 * Matches: the lists, the calendar and every detail tab of a match (spec section 7). Registered after sports (it
 * reads the engine through `app.sports`). The day lists are cached once and shared as `app.matchLists` (search
 * answers from the same cache).
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  const lists = new MatchListService(() => app.sports.data());
  app.decorate('matchLists', lists);
  registerMatchRoutes(app, ctx, app.sports, lists);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The match lists (cached per engine second), shared by the match and search calls. */
    matchLists: MatchListService;
  }
}
