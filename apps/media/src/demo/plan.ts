import { z } from 'zod';

const matchEvent = z.object({
  minute: z.number(),
  kind: z.enum(['goal', 'yellow', 'red']),
  side: z.enum(['home', 'away']),
  text: z.string().max(200).default(''),
});

const planMatch = z.object({
  id: z.number(),
  sportId: z.number(),
  home: z.string().max(80),
  away: z.string().max(80),
  homeScore: z.number(),
  awayScore: z.number(),
  clock: z.union([z.string(), z.number()]).transform(String),
  period: z.union([z.string(), z.number()]).transform(String).optional(),
  status: z.union([z.string(), z.number()]).transform(String).optional(),
  events: z.array(matchEvent).default([]),
});

/**
 * One demo anchor that should be live (@tifo/media-contract's DemoStream), read leniently: ids may come as strings
 * and the match's clock, period and status are kept as text.
 */
const planEntry = z.object({
  anchorUid: z.union([z.number(), z.string()]).transform(String),
  streamKey: z.string().min(8).max(128),
  kind: z.enum(['match', 'show']),
  title: z.string().max(120).default(''),
  match: planMatch.optional().nullable(),
});

/** The demo plan's data. */
export const demoPlan = z.object({ streams: z.array(planEntry) });

/** A demo entry. */
export type PlanEntry = z.infer<typeof planEntry>;
