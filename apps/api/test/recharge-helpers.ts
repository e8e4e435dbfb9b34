import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import type { PaymentEvent } from '../src/modules/recharge/provider';
import type { TestDatabase } from './databases';
import type { TestApp } from './test-app';
import type { Reply } from './account-helpers';

/** A database that outlives the app instances booted on it (restart tests). */
export interface SharedDatabase {
  databaseUrl: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** Creates a database to boot apps on. */
export function createSharedDatabase(database: TestDatabase): Promise<SharedDatabase> {
  return database.create();
}

/**
 * Boots the API on an existing database (migrations and recharge recovery run as at a real start-up).
 * `listen` makes it listen on a random loopback port, so the sandbox's webhooks travel over HTTP.
 */
export async function bootApp(
  db: SharedDatabase,
  options: { now?: () => number; listen?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl,
    IM_SECRET: 'test-secret',
    IM_URL: 'http://127.0.0.1:1',
    IM_ADMIN_URL: 'http://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    VITEST: '1',
    ...options.env,
  });
  const previous = new Map<string, string | undefined>();
  // Recharge reads its settings from the environment (settings.ts); set them for this boot only.
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (!key.startsWith('RECHARGE_')) continue;
    previous.set(key, process.env[key]);
    process.env[key] = value;
  }
  try {
    const ctx = await createContext(config, options.now);
    const app = await buildApp(ctx, { serveWeb: false, proxyIm: false, proxyMedia: false });
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
    return {
      app,
      ctx,
      async post(url, body = {}) {
        return (await app.inject({ method: 'POST', url, payload: body })).json();
      },
      async get(url, query = {}) {
        return (await app.inject({ method: 'GET', url, query })).json();
      },
      async close() {
        await app.close();
        await ctx.db.close();
      },
    };
  } finally {
    for (const [key, value] of previous) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** The base URL of a listening app. */
export function baseUrl(t: TestApp): string {
  const address = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** An order as the API answers it. */
export interface OrderReply {
  order_no: string;
  state: string;
  result: string;
  diamonds: number;
  price: number;
  currency: string;
  checkout_url: string;
  failure_reason: string;
}

/** Makes an order for a package (by its credited total) with a request id. */
export async function createOrder(
  t: TestApp,
  token: string,
  total: number,
  requestId: string,
  lang?: string,
): Promise<Reply<OrderReply>> {
  const info = await t.post<{ packages: Array<{ id: number; total: number }> }>(
    '/api/recharge/getRechargeInfo',
    { token, ...(lang ? { lang } : {}) },
  );
  const pack = info.data.packages.find((p) => p.total === total);
  if (!pack) throw new Error(`no package of ${total}`);
  return t.post<OrderReply>('/api/recharge/createOrder', {
    token,
    package_id: pack.id,
    method: 'sandbox',
    request_id: requestId,
    ...(lang ? { lang } : {}),
  }) as Promise<Reply<OrderReply>>;
}

/** The payer presses a button on the sandbox's hosted checkout; answers the redirect's location. */
export async function pressCheckout(
  t: TestApp,
  checkoutUrl: string,
  action: 'approve' | 'decline' | 'abandon',
): Promise<{ status: number; location: string }> {
  const res = await t.app.inject({ method: 'POST', url: `${checkoutUrl}/${action}` });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}

/**
 * The test diamonds a user holds, read from the ledger: what sandbox orders credit (ledger README "Test money").
 * The real `diamond` balance of these users stays 0; `realDiamonds` reads it.
 */
export async function diamonds(t: TestApp, userId: number): Promise<number> {
  const { ledgerOf } = await import('../src/modules/ledger');
  return (await ledgerOf(t.ctx).balances(userId)).test_diamond.available;
}

/** The real diamonds a user holds (no sandbox order ever credits them). */
export async function realDiamonds(t: TestApp, userId: number): Promise<number> {
  const { ledgerOf } = await import('../src/modules/ledger');
  return (await ledgerOf(t.ctx).balances(userId)).diamond.available;
}

/** The sandbox provider of an app that runs it (development and tests do). */
export function sandboxOf(t: TestApp): NonNullable<TestApp['app']['recharge']['sandbox']> {
  const sandbox = t.app.recharge.sandbox;
  if (!sandbox) throw new Error('this app runs no sandbox provider');
  return sandbox;
}

/** Posts a webhook body with headers to the sandbox's webhook route. */
export async function postWebhook(
  t: TestApp,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; json: Reply<{ replayed: boolean; state: string }> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recharge/webhook/sandbox',
    headers,
    payload: body,
  });
  return { status: res.statusCode, json: res.json() };
}

/** A sandbox event for an order (as the provider would send it). */
export async function eventFor(
  t: TestApp,
  orderNo: string,
  type: PaymentEvent['type'],
  id: string,
): Promise<PaymentEvent> {
  const session = await t.ctx.db.kysely
    .selectFrom('recharge_sandbox_sessions')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return {
    id,
    type,
    orderNo,
    providerRef: session.id,
    amountMinor: session.amount_minor,
    currency: session.currency,
    createdAt: t.ctx.now(),
  };
}

/** The number of ledger transfers with a key. */
export async function transfersWithKey(t: TestApp, key: string): Promise<number> {
  const rows = await t.ctx.db.kysely
    .selectFrom('ledger_transfers')
    .select('id')
    .where('key', '=', key)
    .execute();
  return rows.length;
}

/**
 * The sandbox signature header with the first digit of its MAC changed to a different one. (Writing fixed
 * digits instead leaves the header valid whenever the real MAC already starts with them: "00" did, 1 run in 256.)
 */
export function withOneSignatureDigitChanged(headers: Record<string, string>): string {
  const header = headers['tifo-signature'];
  if (!header) throw new Error('the webhook has no tifo-signature header');
  return header.replace(/v1=([0-9a-f])/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
}
