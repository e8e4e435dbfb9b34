// Following anchors (apps/api/src/modules/anchors): follow, unfollow and the caller's followed anchors.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { positiveId } from './inputs';

/** 1 live, 2 away (the anchor's stream is gone for 30 s), 0 offline. */
export const liveStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type LiveStatus = z.output<typeof liveStatusSchema>;

/** Whether the caller follows an anchor, after a follow or unfollow, and the anchor's new fans count. */
export const followResultSchema = z.object({
  anchorid: z.number(),
  attented: z.union([z.literal(0), z.literal(1)]),
  fans_count: z.number(),
});
export type FollowResult = z.output<typeof followResultSchema>;

/** An anchor the caller follows, with their room's state. */
export const followedAnchorSchema = z.object({
  uid: z.number(),
  anchorid: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  signature: z.string(),
  anchor_level: z.number(),
  fans_count: z.number(),
  attented: z.literal(1),
  liveid: z.number(),
  live_status: liveStatusSchema,
  title: z.string(),
});
export type FollowedAnchor = z.output<typeof followedAnchorSchema>;

/** `/api/anchor/follow`. */
export const follow = endpoint({
  path: '/api/anchor/follow',
  method: 'POST',
  auth: 'required',
  summary: 'Follow an anchor (idempotent); answers the new fans count',
  input: z.object({ anchorid: positiveId }),
  output: followResultSchema,
});

/** `/api/anchor/unfollow`. */
export const unfollow = endpoint({
  path: '/api/anchor/unfollow',
  method: 'POST',
  auth: 'required',
  summary: 'Stop following an anchor (idempotent); answers the new fans count',
  input: z.object({ anchorid: positiveId }),
  output: followResultSchema,
});

/** `/api/anchor/getAttentAnchors`. */
export const getAttentAnchors = endpoint({
  path: '/api/anchor/getAttentAnchors',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: 'The anchors the caller follows, newest follow first, with their live status; paged',
  input: z.object({
    page: z.coerce.number<number>().int().min(1).max(1000).default(1),
    size: z.coerce.number<number>().int().min(1).max(50).default(20),
  }),
  output: z.object({ page: z.number(), size: z.number(), list: z.array(followedAnchorSchema) }),
});
