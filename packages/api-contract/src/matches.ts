// The match lists, follows and votes of spec section 7 (apps/api/src/modules/matches: routes.ts,
// list-service.ts). The detail tabs' calls are in match-detail.ts.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { basketballTwin } from './sport-paths';
import {
  dateInput,
  eventRefSchema,
  matchId,
  matchSchema,
  pageOf,
  paging,
  sportFilter,
  statusFilter,
  tzInput,
} from './sports';

/** A day's list; `server_time` is the engine's now (unix seconds): clients sync their clocks on it. */
export const dateMatchesSchema = z.object({
  date: z.string(),
  server_time: z.number(),
  total: z.number(),
  list: z.array(matchSchema),
});
export type DateMatches = z.output<typeof dateMatchesSchema>;

/** Vote counts of a match and the caller's pick (1 home, 2 draw, 3 away; 0 none or anonymous). */
export const votesSchema = z.object({
  home: z.number(),
  draw: z.number(),
  away: z.number(),
  mine: z.number(),
});
export type Votes = z.output<typeof votesSchema>;

/** The match header of the detail page. */
export const matchInfoSchema = matchSchema.extend({
  season_name: z.string(),
  server_time: z.number(),
  votes: votesSchema,
});
export type MatchInfo = z.output<typeof matchInfoSchema>;

/** A tab of the score page (a sport, or a hot competition). */
export const raceTagSchema = z.object({
  key: z.string(),
  name: z.string(),
  sport_id: z.number(),
  competition_id: z.number(),
});
export type RaceTag = z.output<typeof raceTagSchema>;

const liveAndToday = z.object({ inplay: z.number(), today: z.number() });

/**
 * `/api/race/getDateMatch`. The API answers it from a body shared by anonymous callers (encoded once per
 * engine second), so its answer is checked against this output by the matches test rather than per call.
 */
export const getDateMatch = endpoint({
  path: '/api/race/getDateMatch',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary:
    'Matches of a date (sport, status and competition filters), with follows marked for a logged-in caller',
  input: z.object({
    date: dateInput.optional(),
    sport_id: sportFilter,
    type: statusFilter,
    tz: tzInput,
    competition_id: z.coerce.number<number>().int().positive().optional(),
  }),
  output: dateMatchesSchema,
});

/** `/api/race/getLiveChanges`. */
export const getLiveChanges = endpoint({
  path: '/api/race/getLiveChanges',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: 'Polling fallback: matches whose score, status or events changed since a time (unix seconds)',
  input: z.object({ since: z.coerce.number<number>().int().min(0), sport_id: sportFilter }),
  output: z.object({ server_time: z.number(), list: z.array(matchSchema) }),
});

/** `/api/race/getEventByDate`. */
export const getEventByDate = endpoint({
  path: '/api/race/getEventByDate',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Competitions with matches on a date and their match counts',
  input: z.object({ date: dateInput.optional(), sport_id: sportFilter, tz: tzInput }),
  output: z.object({ date: z.string(), list: z.array(eventRefSchema.extend({ count: z.number() })) }),
});

/** `/api/race/getAttentMatchlist`. */
export const getAttentMatchlist = endpoint({
  path: '/api/race/getAttentMatchlist',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: 'The caller’s followed matches: live, then upcoming, then finished',
  input: z.object({ sport_id: sportFilter, ...paging }),
  output: pageOf(matchSchema),
});

/** `/api/football/attentMatch` (and `/api/basketball/...`). */
export const attentMatch = endpoint({
  path: '/api/football/attentMatch',
  method: 'POST',
  auth: 'required',
  summary: 'Follow (type 1) or unfollow (type 0 or 2) a match',
  input: z.object({ matchid: matchId, type: z.coerce.number<number>().int().min(0).max(2).default(1) }),
  output: z.object({ matchid: z.number(), attented: z.union([z.literal(0), z.literal(1)]) }),
});
export const attentBasketballMatch = basketballTwin(attentMatch);

/** `/api/football/getMatchInfo` (and `/api/basketball/...`). */
export const getMatchInfo = endpoint({
  path: '/api/football/getMatchInfo',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: 'One match: header fields, season, votes, follow flag',
  input: z.object({ matchid: matchId }),
  output: matchInfoSchema,
});
export const getBasketballMatchInfo = basketballTwin(getMatchInfo);

/** `/api/race/getRaceSearch`. */
export const getRaceSearch = endpoint({
  path: '/api/race/getRaceSearch',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Matches from a week ago to two weeks ahead whose clubs or competition match a keyword',
  input: z.object({ keyword: z.string().trim().min(1).max(64), sport: sportFilter }),
  output: z.object({ list: z.array(matchSchema) }),
});

/** `/api/race/getRecMath`. */
export const getRecMath = endpoint({
  path: '/api/race/getRecMath',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: 'Recommended matches: live and upcoming ones of the hot competitions',
  input: z.object({
    sport_id: sportFilter,
    size: z.coerce.number<number>().int().min(1).max(50).default(10),
  }),
  output: z.object({ list: z.array(matchSchema) }),
});

/** `/api/race/getRaceTag`. */
export const getRaceTag = endpoint({
  path: '/api/race/getRaceTag',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Tabs of the score page: all, football, basketball, then hot competitions',
  input: z.object({}),
  output: z.object({ list: z.array(raceTagSchema) }),
});

/** `/api/race/getRaceSubTab`. */
export const getRaceSubTab = endpoint({
  path: '/api/race/getRaceSubTab',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'Status tabs of a date with their match counts',
  input: z.object({ sport_id: sportFilter, date: dateInput.optional(), tz: tzInput }),
  output: z.object({
    date: z.string(),
    list: z.array(z.object({ key: z.string(), name: z.string(), count: z.number() })),
  }),
});

/** `/api/race/getRecentMatchCount`. */
export const getRecentMatchCount = endpoint({
  path: '/api/race/getRecentMatchCount',
  method: ['GET', 'POST'],
  auth: 'none',
  summary: 'How many matches are live now and on today’s list, per sport',
  input: z.object({ tz: tzInput }),
  output: z.object({ all: liveAndToday, football: liveAndToday, basketball: liveAndToday }),
});

/** `/api/race/vote_race_team`. */
export const voteRaceTeam = endpoint({
  path: '/api/race/vote_race_team',
  method: 'POST',
  auth: 'required',
  summary: 'Vote for the winner of a match (side 1 home, 2 draw, 3 away); a new vote replaces the old one',
  input: z.object({ matchid: matchId, side: z.coerce.number<number>().int().min(1).max(3) }),
  output: votesSchema,
});
