import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { imAdminClientOf } from './im-admin-client';
import { LiveScoreBridge } from './live-score-bridge';

export { ImAdminClient, ImAdminError } from './im-admin-client';
export { LIVE_SCORE_GROUP, MATCH_CHANGE_ACTION, LiveScoreBridge } from './live-score-bridge';
export { imAdminClientOf } from './im-admin-client';

/**
 * Messaging integration: the signed admin client, and the bridge that pushes live-engine changes to the
 * live-score room. Registered after sports (it subscribes to `app.sports`). Off in tests, which drive the
 * bridge directly against a real messaging service.
 */
export function register(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.isTest) return;
  const client = imAdminClientOf(ctx);
  const bridge = new LiveScoreBridge(client, ctx.log);
  app.sports.events.on('change', (change) => bridge.push(change));
  app.addHook('onReady', async () => {
    await bridge.ensureRoom();
  });
  app.addHook('onClose', async () => bridge.close());
}
