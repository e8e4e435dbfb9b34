import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import type { GoLiveService } from './go-live';
import { goLiveInput } from './go-live';

/** The anchor's calls: go live (settings + ingest URLs and key), read them again, reset the key. */
export function registerAnchorRoutes(app: FastifyInstance, ctx: AppContext, goLive: GoLiveService): void {
  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/goLive',
    summary:
      'Anchors: set the live (title, category, match or show, cover); answers RTMP URL + key and WHIP URL',
    auth: 'required',
    input: goLiveInput,
    handler: ({ input, user, request }) => goLive.goLive(user.userId, input, request),
  });

  defineRoute(app, ctx, {
    method: ['GET', 'POST'],
    path: '/api/live/getPushInfo',
    summary: "Anchors: the caller's room settings, RTMP URL + key, WHIP URL and playback URLs",
    auth: 'required',
    input: z.object({}),
    handler: ({ user, request }) => goLive.pushInfo(user.userId, request),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/live/resetStreamKey',
    summary: 'Anchors: a new stream key; the old one is refused and a stream using it is dropped',
    auth: 'required',
    input: z.object({}),
    handler: ({ user, request }) => goLive.resetKey(user.userId, request),
  });
}
