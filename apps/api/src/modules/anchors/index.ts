import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AnchorEvents } from './events';
import { registerAnchorFollowRoutes } from './routes';

/**
 * Anchors: following (fans and follow counts on user info). Making a user an anchor opens their room, so it lives
 * in modules/live.
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  const events: AnchorEvents = new EventEmitter();
  app.decorate('anchorEvents', events);
  registerAnchorFollowRoutes(app, ctx, events);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows of anchors as they happen (the live-room chat posts "attention" lines and keeps fans lists). */
    anchorEvents: AnchorEvents;
  }
}

export type { AnchorEvents } from './events';
export { followCounts } from './follow-repo';
export { fansCounts, followedAmong } from './follow-repo';
