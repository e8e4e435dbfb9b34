import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerAnchorRoutes } from './anchor-routes';
import { DemoPlanner } from './demo-plan';
import { GoLiveService } from './go-live';
import { registerInternalRoutes } from './internal-routes';
import { LiveStateService } from './live-state';
import { LiveService } from './live-service';
import { MediaClient } from './media-client';
import { registerPublicRoutes } from './public-routes';

export { installMediaProxy } from './media-proxy/media-proxy';
export { installLiveShareMeta } from './share-meta';
export { installRoomBootPage } from './room-boot';
export { seedLive } from './seed';
export { makeAnchor } from './make-anchor';
export { liveCountsByCategory } from './room-query';
export { goLiveInput } from './go-live';
export { roomById, roomOfAnchor } from './room-repo';
export type { RoomRow } from './room-repo';

/** How often rooms are reconciled without heartbeats (a dead media service sends none). */
const RECONCILE_EVERY_MS = 5000;

/** The live services a running API exposes as `app.live` (tests drive reconciliation and the plan). */
export interface LiveModule {
  state: LiveStateService;
  demo: DemoPlanner;
  rooms: LiveService;
  media: MediaClient;
}

/**
 * Live streams: the media service's signed calls (publish, unpublish, recording, heartbeat, demo plan), the
 * rooms' state, the viewers' lists and live page, the anchor's go-live. Registered after sports (it reads the
 * engine through `app.sports`).
 */
export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const sports = () => app.sports.data();
  const media = new MediaClient({
    baseUrl: ctx.config.live.mediaUrl,
    secret: ctx.config.live.mediaSecret,
    log: ctx.log,
    now: ctx.now,
  });
  const state = new LiveStateService(ctx, media);
  const demo = new DemoPlanner(ctx, sports);
  const rooms = new LiveService(ctx, sports);
  app.decorate('live', { state, demo, rooms, media } satisfies LiveModule);
  await registerInternalRoutes(app, ctx, state, demo);
  registerPublicRoutes(app, ctx, rooms, sports);
  registerAnchorRoutes(app, ctx, new GoLiveService(ctx, sports, media));

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (ctx.config.isTest) return;
    timer = setInterval(() => {
      state.reconcile().catch((error: unknown) => ctx.log.warn({ err: error }, 'live reconcile failed'));
    }, RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live module's services. */
    live: LiveModule;
  }
}
