// The sports shapes the match, search and database calls share (apps/api/src/modules/matches/present.ts builds
// them), and the inputs they share. The sports module's own routes are images (crests, flags): raw, no output.
import { STATUS_FILTERS } from '@tifo/sports';
import { z } from 'zod';

/** 1 football, 2 basketball. */
export const sportIdSchema = z.union([z.literal(1), z.literal(2)]);

/** A club as a match shows it (spec section 3: hometeam / awayteam); an unknown club has id 0 and blank names. */
export const teamRefSchema = z.object({
  id: z.number(),
  name_zh: z.string(),
  short_name_zh: z.string(),
  name_en: z.string(),
  short_name_en: z.string(),
  logo: z.string(),
  country_logo: z.string(),
});
export type TeamRef = z.output<typeof teamRefSchema>;

/** A competition as a match shows it (spec section 3: matchevent). */
export const eventRefSchema = z.object({
  id: z.number(),
  sport_id: sportIdSchema,
  name_zh: z.string(),
  short_name_zh: z.string(),
  name_en: z.string(),
  short_name_en: z.string(),
  logo: z.string(),
  country_logo: z.string(),
});
export type EventRef = z.output<typeof eventRefSchema>;

/** One match in a list or a detail header (field names follow spec section 3 Match; times in unix seconds). */
export const matchSchema = z.object({
  id: z.number(),
  match_id: z.number(),
  sport_id: sportIdSchema,
  status: z.number(),
  time: z.number(),
  kickoff_time: z.number(),
  period_count: z.number(),
  period_remaining_time: z.number(),
  /** Football minute computed by the engine at response time. */
  minute: z.number(),
  home_score: z.number(),
  away_score: z.number(),
  home_half_score: z.number().nullable(),
  away_half_score: z.number().nullable(),
  /** Basketball: points per period [home, away]; football: [first half, second half]. */
  period_scores: z.array(z.tuple([z.number(), z.number()])),
  home_red: z.number(),
  away_red: z.number(),
  home_yellow: z.number(),
  away_yellow: z.number(),
  home_corner: z.number(),
  away_corner: z.number(),
  /** 1 when a live room streams the match. */
  live: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the caller follows the match. */
  attented: z.union([z.literal(0), z.literal(1)]),
  round: z.string(),
  season_id: z.number(),
  competition_id: z.number(),
  /** real: an openfootball fixture; generated: made by the fixture generator. */
  source: z.enum(['real', 'generated']),
  hometeam: teamRefSchema,
  awayteam: teamRefSchema,
  matchevent: eventRefSchema,
  home_name_zh: z.string(),
  away_name_zh: z.string(),
  event_name_zh: z.string(),
  event_short_name_zh: z.string(),
});
export type Match = z.output<typeof matchSchema>;

/** One row of a league table (computed from results). */
export const standingRowSchema = z.object({
  rank: z.number(),
  team_id: z.number(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_diff: z.number(),
  /** Football: 3 a win, 1 a draw. Basketball: wins (the table sorts by win rate). */
  points: z.number(),
  /** Win rate 0..1. */
  win_rate: z.number(),
  /** Last five results, oldest first: W, D, L. */
  form: z.string(),
});
export type StandingRow = z.output<typeof standingRowSchema>;

/** A page of a list. */
export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ total: z.number(), page: z.number(), size: z.number(), list: z.array(item) });
}

/** A match id. */
export const matchId = z.coerce.number<number>().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Sport filter: 0 all, 1 football, 2 basketball. */
export const sportFilter = z.coerce.number<number>().int().min(0).max(2).default(0);

/** A calendar date, "2026-11-22" or "20261122"; normalised to the dashed form. */
export const dateInput = z
  .string()
  .trim()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, 'must be YYYY-MM-DD')
  .transform((s) => (s.includes('-') ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`))
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'is not a real date',
  );

/** Minutes east of UTC that dates are read in (default 480, Beijing time, the product's home market). */
export const tzInput = z.coerce.number<number>().int().min(-720).max(840).default(480);

/** A status filter of the score list. */
export const statusFilter = z.enum(STATUS_FILTERS).default('all');

/** Page and size (default page size 20, spec section 9). */
export const paging = {
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  size: z.coerce.number<number>().int().min(1).max(100).default(20),
};

/** A search keyword. */
export const keyword = z.string().trim().min(1, 'must not be empty').max(64);
