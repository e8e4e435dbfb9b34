import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ledgerOf } from '../ledger';
import { OrderService } from './order-service';
import type { PaymentProvider } from './provider';
import { registerRechargeRoutes } from './routes';
import { SandboxProvider, type WebhookSender } from './sandbox-provider';
import { registerSandboxRoutes } from './sandbox-routes';
import { rechargeSettings } from './settings';
import { OrderSettler, type RecoveryReport } from './settler';
import { registerWebhookRoute } from './webhook-route';

export { inviteProfitTotals } from './invite-profits';
export type { PaymentProvider } from './provider';

const WEBHOOK_PATH = '/api/recharge/webhook/sandbox';

/**
 * The sandbox's webhook delivery: an HTTP POST to RECHARGE_SANDBOX_WEBHOOK_URL, or to the address this server
 * listens on (the sandbox lives in the API process but reaches it from outside, as a provider would). A server
 * that is not listening (tests that inject requests) gets the request injected, through the same route.
 */
function webhookSender(app: FastifyInstance, url: string): WebhookSender {
  return async (body, headers) => {
    const address = app.server.address() as AddressInfo | string | null;
    const target =
      url ||
      (address && typeof address === 'object'
        ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}${WEBHOOK_PATH}`
        : '');
    if (!target) {
      const res = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
      return res.statusCode;
    }
    const res = await fetch(target.replace('://0.0.0.0:', '://127.0.0.1:').replace('://[::]:', '://[::1]:'), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    return res.status;
  };
}

/**
 * Recharge (README): packages, orders, the payment providers (the sandbox by default), the webhook, recovery
 * at start-up and periodically, invite profits.
 */
export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const settings = rechargeSettings(ctx.config);
  const ledger = ledgerOf(ctx);
  // The sandbox only where config allows it (development, or named on a demo site: README "Which providers
  // run"): without it, its checkout pages, its approve button and its webhooks do not exist.
  const sandbox = ctx.config.payments.providers.includes('sandbox')
    ? new SandboxProvider(
        ctx.db,
        settings.sandboxSecret,
        webhookSender(app, settings.sandboxWebhookUrl),
        ctx.log,
        ctx.now,
      )
    : null;
  const providers = new Map<string, PaymentProvider>(sandbox ? [[sandbox.code, sandbox]] : []);
  const settler = new OrderSettler(ctx.db, providers, ledger, settings.inviteSharePercent, ctx.log, ctx.now);
  const orders = new OrderService(ctx, settings, settler, ledger);
  registerRechargeRoutes(app, ctx, orders, settler, settings.inviteSharePercent);
  if (sandbox) registerSandboxRoutes(app, ctx, sandbox);
  await registerWebhookRoute(app, ctx, settler);

  let running: Promise<RecoveryReport> | null = null;
  const recover = (): Promise<RecoveryReport> => {
    running ??= settler.recover().finally(() => {
      running = null;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  // Start-up: orders a crash left in created or paid are settled before the server takes requests.
  app.addHook('onReady', async () => {
    await recover();
    if (settings.recoveryIntervalMs > 0) {
      timer = setInterval(() => void recover().catch(() => undefined), settings.recoveryIntervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    sandbox?.stop();
    await running?.catch(() => undefined);
  });
  app.decorate('recharge', { settler, orders, sandbox, recover });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Recharge's services (tests and operator tools reach them here). */
    recharge: {
      settler: OrderSettler;
      orders: OrderService;
      /** The sandbox provider; null where it does not run (production without a demo site). */
      sandbox: SandboxProvider | null;
      /** One recovery pass (start-up runs one; a pass already running is shared). */
      recover: () => Promise<RecoveryReport>;
    };
  }
}
