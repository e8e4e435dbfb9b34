// The default payment provider: a test mode like Stripe's or Alipay's sandbox. It keeps its own record of each
// checkout (table recharge_sandbox_sessions, the "bank side"), serves a hosted checkout page (sandbox-routes.ts)
// and tells the API what happened with signed webhooks, exactly as a real provider would from outside.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  ProviderPaymentState,
  WebhookRequest,
} from './provider';
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './signature';

/** Posts a webhook body with its headers; answers the HTTP status (throws when it could not be delivered). */
export type WebhookSender = (body: string, headers: Record<string, string>) => Promise<number>;

/** The sandbox's checkout states; `open` until the payer approves or declines, or it expires. */
type SessionState = 'open' | 'paid' | 'declined' | 'expired' | 'refunded';

const PROVIDER_STATE: Record<SessionState, ProviderPaymentState> = {
  open: 'open',
  paid: 'paid',
  declined: 'failed',
  expired: 'expired',
  refunded: 'refunded',
};

/** Delivery attempts of one webhook and the pause before each retry (a real provider retries for days). */
const RETRY_DELAYS_MS = [0, 500, 2000, 5000];

/** The sandbox checkout as its page shows it. */
export interface SandboxSession {
  id: string;
  orderNo: string;
  amountMinor: number;
  currency: string;
  state: SessionState;
  returnUrl: string;
  expiresAt: number;
}

/** The sandbox payment provider. */
export class SandboxProvider implements PaymentProvider {
  readonly code = 'sandbox';
  readonly currencies = ['CNY', 'BRL'] as const;
  private readonly deliveries = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly send: WebhookSender,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const now = this.now();
    await this.db.kysely
      .insertInto('recharge_sandbox_sessions')
      .values({
        id,
        order_no: request.orderNo,
        amount_minor: request.amountMinor,
        currency: request.currency,
        state: 'open',
        return_url: request.returnUrl,
        expires_at: request.expiresAt,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { providerRef: id, checkoutUrl: `/api/recharge/sandbox/checkout/${id}` };
  }

  parseWebhook(request: WebhookRequest): PaymentEvent {
    const header = request.headers[SIGNATURE_HEADER];
    const problem = verifyWebhook(
      this.secret,
      request.rawBody,
      typeof header === 'string' ? header : undefined,
      Math.floor(this.now() / 1000),
    );
    if (problem) throw new ApiError('WEBHOOK_INVALID', `signature ${problem}`);
    let event: unknown;
    try {
      event = JSON.parse(request.rawBody);
    } catch {
      throw new ApiError('WEBHOOK_INVALID', 'body is not JSON');
    }
    return eventFrom(event);
  }

  async queryPayment(providerRef: string): Promise<ProviderPaymentState> {
    const session = await this.session(providerRef);
    if (!session) throw new ApiError('ORDER_NOT_FOUND', 'no such sandbox checkout');
    // A checkout past its expiry can no longer be paid, even if nobody closed it yet.
    if (session.state === 'open' && session.expiresAt <= this.now()) return 'expired';
    return PROVIDER_STATE[session.state];
  }

  async closeCheckout(providerRef: string): Promise<ProviderPaymentState> {
    await this.db.kysely
      .updateTable('recharge_sandbox_sessions')
      .set({ state: 'expired', updated_at: this.now() })
      .where('id', '=', providerRef)
      .where('state', '=', 'open')
      .execute();
    return this.queryPayment(providerRef);
  }

  /** The checkout for the hosted page, or undefined. */
  async session(id: string): Promise<SandboxSession | undefined> {
    const row = await this.db.kysely
      .selectFrom('recharge_sandbox_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      orderNo: row.order_no,
      amountMinor: row.amount_minor,
      currency: row.currency,
      state: row.state as SessionState,
      returnUrl: row.return_url,
      expiresAt: row.expires_at,
    };
  }

  /**
   * The payer's decision on the hosted page: approve (paid) or decline. One guarded UPDATE, so a second click
   * or a decision after expiry changes nothing. On a change the webhook is sent (awaited for the first try, so
   * the result page usually finds the order decided; retries continue in the background). Answers the
   * checkout's state after the decision.
   */
  async decide(id: string, approve: boolean): Promise<SessionState | undefined> {
    const now = this.now();
    const result = await this.db.kysely
      .updateTable('recharge_sandbox_sessions')
      .set({ state: approve ? 'paid' : 'declined', updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    const session = await this.session(id);
    if (!session) return undefined;
    if (Number(result.numUpdatedRows) === 1) {
      await this.emit({
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: approve ? 'payment.succeeded' : 'payment.failed',
        orderNo: session.orderNo,
        providerRef: id,
        amountMinor: session.amountMinor,
        currency: session.currency,
        createdAt: now,
      });
    }
    return session.state;
  }

  /** Marks a paid checkout refunded and sends `payment.refunded`; answers whether it was paid. */
  async refund(providerRef: string): Promise<boolean> {
    const now = this.now();
    const result = await this.db.kysely
      .updateTable('recharge_sandbox_sessions')
      .set({ state: 'refunded', updated_at: now })
      .where('id', '=', providerRef)
      .where('state', '=', 'paid')
      .executeTakeFirst();
    const session = await this.session(providerRef);
    if (Number(result.numUpdatedRows) === 1 && session) {
      await this.emit({
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: 'payment.refunded',
        orderNo: session.orderNo,
        providerRef,
        amountMinor: session.amountMinor,
        currency: session.currency,
        createdAt: now,
      });
    }
    return session?.state === 'refunded';
  }

  /** The signed webhook of an event: its body and headers (tests replay and forge with these). */
  signedWebhook(event: PaymentEvent, at = this.now()): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(this.secret, body, Math.floor(at / 1000)),
      },
    };
  }

  /** Waits until every webhook delivery in flight has finished (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  /** Stops retrying deliveries (shutdown); recovery settles what they would have. */
  stop(): void {
    this.stopped = true;
  }

  /** Delivers an event: the first attempt is awaited, retries run in the background. */
  private async emit(event: PaymentEvent): Promise<void> {
    if (await this.attempt(event, 0)) return;
    const retries = (async () => {
      for (let i = 1; i < RETRY_DELAYS_MS.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[i]));
        if (this.stopped) return;
        if (await this.attempt(event, i)) return;
      }
      // Recovery (queryPayment) still settles the order; nothing is lost with the webhook.
      this.log.warn({ eventId: event.id, orderNo: event.orderNo }, 'sandbox webhook not delivered');
    })();
    this.deliveries.add(retries);
    void retries.finally(() => this.deliveries.delete(retries));
  }

  private async attempt(event: PaymentEvent, attempt: number): Promise<boolean> {
    // Each attempt is signed anew (a fresh timestamp), as providers do.
    const { body, headers } = this.signedWebhook(event);
    try {
      const status = await this.send(body, headers);
      if (status >= 200 && status < 300) return true;
      this.log.warn({ eventId: event.id, status, attempt }, 'sandbox webhook refused');
    } catch (error) {
      this.log.warn({ err: error, eventId: event.id, attempt }, 'sandbox webhook failed');
    }
    return false;
  }
}

const EVENT_TYPES = new Set(['payment.succeeded', 'payment.failed', 'payment.refunded']);

/** A signed body's event, checked field by field (a valid signature over a malformed event is still refused). */
function eventFrom(value: unknown): PaymentEvent {
  if (typeof value !== 'object' || value === null) throw new ApiError('WEBHOOK_INVALID', 'event');
  const e = value as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' && e[key] !== '' ? (e[key] as string) : null);
  const int = (key: string) => (Number.isSafeInteger(e[key]) ? (e[key] as number) : null);
  const id = text('id');
  const type = text('type');
  const orderNo = text('orderNo');
  const providerRef = text('providerRef');
  const currency = text('currency');
  const amountMinor = int('amountMinor');
  const createdAt = int('createdAt');
  if (
    !id ||
    !type ||
    !EVENT_TYPES.has(type) ||
    !orderNo ||
    !providerRef ||
    !currency ||
    amountMinor === null ||
    createdAt === null
  ) {
    throw new ApiError('WEBHOOK_INVALID', 'event fields');
  }
  return {
    id,
    type: type as PaymentEvent['type'],
    orderNo,
    providerRef,
    currency,
    amountMinor,
    createdAt,
  };
}
