// Search over competitions, clubs and matches (apps/api/src/modules/search: routes.ts, service.ts).
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  eventRefSchema,
  keyword,
  matchSchema,
  pageOf,
  paging,
  sportFilter,
  sportIdSchema,
  teamRefSchema,
} from './sports';

/** A club found by search, with its sport and competition. */
export const teamHitSchema = teamRefSchema.extend({ sport_id: sportIdSchema, matchevent: eventRefSchema });
export type TeamHit = z.output<typeof teamHitSchema>;

/** A competition found by search. */
export type EventHit = z.output<typeof eventRefSchema>;

const pagedInput = z.object({ keyword, sport_id: sportFilter, ...paging });
const both: ['GET', 'POST'] = ['GET', 'POST'];

/** `/api/search/events`. */
export const searchEvents = endpoint({
  path: '/api/search/events',
  method: both,
  auth: 'none',
  summary: 'Competitions matching a keyword',
  input: pagedInput,
  output: pageOf(eventRefSchema),
});

/** `/api/search/teams`. */
export const searchTeams = endpoint({
  path: '/api/search/teams',
  method: both,
  auth: 'none',
  summary: 'Clubs matching a keyword',
  input: pagedInput,
  output: pageOf(teamHitSchema),
});

/** `/api/search/matches`. */
export const searchMatches = endpoint({
  path: '/api/search/matches',
  method: both,
  auth: 'none',
  summary: 'Matches (a week back, two ahead) matching a keyword',
  input: pagedInput,
  output: pageOf(matchSchema),
});

/** `/api/search/raceHome`. */
export const raceHome = endpoint({
  path: '/api/search/raceHome',
  method: both,
  auth: 'none',
  summary: 'Search landing: hot competitions and their leading clubs',
  input: z.object({}),
  output: z.object({ events: z.array(eventRefSchema), teams: z.array(teamRefSchema) }),
});

/** `/webapi/search/events`. */
export const pagedEvents = endpoint({
  path: '/webapi/search/events',
  method: both,
  auth: 'none',
  summary: 'Paged events matching a keyword',
  input: pagedInput,
  output: pageOf(eventRefSchema),
});

/** `/webapi/search/teams`. */
export const pagedTeams = endpoint({
  path: '/webapi/search/teams',
  method: both,
  auth: 'none',
  summary: 'Paged teams matching a keyword',
  input: pagedInput,
  output: pageOf(teamHitSchema),
});

/** `/webapi/search/matches`. */
export const pagedMatches = endpoint({
  path: '/webapi/search/matches',
  method: both,
  auth: 'none',
  summary: 'Paged matches matching a keyword',
  input: pagedInput,
  output: pageOf(matchSchema),
});

/** `/webapi/search/multiple`. */
export const searchMultiple = endpoint({
  path: '/webapi/search/multiple',
  method: both,
  auth: 'none',
  summary: 'The first few events, teams and matches matching a keyword',
  input: z.object({ keyword }),
  output: z.object({
    events: z.array(eventRefSchema),
    teams: z.array(teamHitSchema),
    matches: z.array(matchSchema),
  }),
});
