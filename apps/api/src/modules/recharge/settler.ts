// Moves orders on from what the provider says: webhooks, queries (polling and recovery) and refunds. Every
// path ends in the same guarded transitions, so whichever arrives first wins and the rest change nothing.
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { creditPaidOrder, refundCreditedOrder } from './credit';
import type { RechargeLedger } from './ledger-link';
import {
  findOrder,
  openOrders,
  transition,
  type Executor,
  type OrderRow,
  type TransitionSource,
} from './order-repo';
import type { PaymentEvent, PaymentProvider, ProviderPaymentState, WebhookRequest } from './provider';

/** What recovery did in one pass. */
export interface RecoveryReport {
  checked: number;
  credited: number;
  failed: number;
  expired: number;
  errors: number;
}

/** Settles orders against their providers. */
export class OrderSettler {
  constructor(
    private readonly db: Db,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly ledger: RechargeLedger,
    private readonly inviteSharePercent: number,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  /** The provider of a method code, or undefined. */
  provider(code: string): PaymentProvider | undefined {
    return this.providers.get(code);
  }

  /**
   * A webhook: verified by its provider, recorded by event id (a replay is answered and changes nothing),
   * checked against the order (amount, currency, checkout), then applied. Events may arrive in any order.
   */
  async webhook(
    providerCode: string,
    request: WebhookRequest,
  ): Promise<{ replayed: boolean; state: string }> {
    const provider = this.providers.get(providerCode);
    if (!provider) throw new ApiError('WEBHOOK_INVALID', 'unknown provider');
    const event = provider.parseWebhook(request);
    const order = await findOrder(this.db.kysely, event.orderNo);
    if (!order || order.method !== provider.code) throw new ApiError('ORDER_NOT_FOUND', event.orderNo);
    if (
      event.amountMinor !== order.price_minor ||
      event.currency !== order.currency ||
      (order.provider_ref !== '' && event.providerRef !== order.provider_ref)
    ) {
      this.log.error({ orderNo: order.order_no, eventId: event.id }, 'webhook does not match its order');
      throw new ApiError('WEBHOOK_INVALID', 'event does not match the order');
    }
    const fresh = await this.db.kysely.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('recharge_webhook_events')
        .values({
          provider: provider.code,
          event_id: event.id,
          order_no: event.orderNo,
          type: event.type,
          received_at: this.now(),
        })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await this.applyFirstStep(trx, order, event);
      return true;
    });
    if (!fresh) {
      this.log.info({ orderNo: order.order_no, eventId: event.id }, 'webhook replayed: ignored');
      return { replayed: true, state: (await findOrder(this.db.kysely, order.order_no))!.state };
    }
    const after = await this.finish(order.order_no, 'webhook', event.type === 'payment.refunded');
    return { replayed: false, state: after.state };
  }

  /**
   * The transition an event makes inside the transaction that records it. A success (or a refund, which proves
   * the payment) pays the order from created, failed or expired; a failure only fails a created order, so a
   * stale failure that arrives after the success changes nothing.
   */
  private async applyFirstStep(trx: Executor, order: OrderRow, event: PaymentEvent): Promise<void> {
    const detail = `${event.type} ${event.id}`;
    if (event.type === 'payment.failed') {
      await transition(trx, {
        orderNo: order.order_no,
        from: 'created',
        to: 'failed',
        source: 'webhook',
        detail,
        now: this.now(),
        set: { failure_reason: 'declined' },
        log: this.log,
      });
    } else {
      await this.markPaid(trx, order, 'webhook', detail);
    }
  }

  /** Marks an order paid (from created, failed or expired); false when it was not in one of those. */
  async markPaid(db: Executor, order: OrderRow, source: TransitionSource, detail: string): Promise<boolean> {
    const now = this.now();
    for (const from of ['created', 'failed', 'expired'] as const) {
      const moved = await transition(db, {
        orderNo: order.order_no,
        from,
        to: 'paid',
        source,
        detail,
        now,
        set: { paid_at: now, failure_reason: '' },
        log: this.log,
      });
      if (moved) return true;
    }
    return false;
  }

  /** Credits a paid order in one transaction with its paid -> credited transition. */
  async credit(orderNo: string, source: TransitionSource): Promise<OrderRow> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const order = await findOrder(trx, orderNo);
      if (order?.state !== 'paid') return;
      await creditPaidOrder(trx, order, {
        ledger: this.ledger,
        inviteSharePercent: this.inviteSharePercent,
        now: this.now(),
        source,
        log: this.log,
      });
    });
    return (await findOrder(this.db.kysely, orderNo))!;
  }

  /** Refunds a credited order (diamonds and invite profit back); false when it was not credited. */
  async refund(orderNo: string, source: TransitionSource): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const order = await findOrder(trx, orderNo);
      if (order?.state !== 'credited') return false;
      return refundCreditedOrder(trx, order, { ledger: this.ledger, now: this.now(), source, log: this.log });
    });
  }

  /** After the first step: a paid order is credited; a refund event refunds once credited. */
  private async finish(orderNo: string, source: TransitionSource, refund: boolean): Promise<OrderRow> {
    let order = (await findOrder(this.db.kysely, orderNo))!;
    if (order.state === 'paid') order = await this.credit(orderNo, source);
    if (refund && order.state === 'credited') {
      try {
        await this.refund(orderNo, source);
      } catch (error) {
        // The diamonds were spent: the provider gave the money back anyway. Operators settle it by hand.
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
          this.log.error({ orderNo }, 'refunded at the provider but the diamonds were spent');
        } else throw error;
      }
      order = (await findOrder(this.db.kysely, orderNo))!;
    }
    return order;
  }

  /**
   * Reconciles one open order from its provider's state: paid -> credited; created -> paid and credited, failed,
   * or expired (past its expiry the checkout is closed first, so a payment cannot land after it expired).
   */
  async sync(order: OrderRow, source: TransitionSource): Promise<OrderRow> {
    if (order.state === 'paid') return this.credit(order.order_no, source);
    if (order.state !== 'created') return order;
    const provider = this.providers.get(order.method);
    const now = this.now();
    let state: ProviderPaymentState;
    if (!provider || order.provider_ref === '') {
      // No checkout was ever opened (a crash while opening it): nothing can have been paid.
      state = order.expires_at <= now ? 'expired' : 'open';
    } else {
      state = await provider.queryPayment(order.provider_ref);
      if (state === 'open' && order.expires_at <= now)
        state = await provider.closeCheckout(order.provider_ref);
    }
    if (state === 'paid' || state === 'refunded') {
      await this.markPaid(this.db.kysely, order, source, `provider says ${state}`);
      return this.finish(order.order_no, source, state === 'refunded');
    }
    if (state === 'failed' || state === 'expired') {
      await transition(this.db.kysely, {
        orderNo: order.order_no,
        from: 'created',
        to: state,
        source,
        detail: `provider says ${state}`,
        now,
        set: { failure_reason: state === 'failed' ? 'declined' : 'expired' },
        log: this.log,
      });
    }
    return (await findOrder(this.db.kysely, order.order_no))!;
  }

  /** Fails an order whose checkout could not be opened (nothing can have been paid). */
  async failUnopened(orderNo: string): Promise<void> {
    await transition(this.db.kysely, {
      orderNo,
      from: 'created',
      to: 'failed',
      source: 'user',
      detail: 'checkout not opened',
      now: this.now(),
      set: { failure_reason: 'checkout' },
      log: this.log,
    });
  }

  /** One recovery pass over every open order (start-up and periodically). */
  async recover(source: TransitionSource = 'recovery'): Promise<RecoveryReport> {
    const report: RecoveryReport = { checked: 0, credited: 0, failed: 0, expired: 0, errors: 0 };
    for (const order of await openOrders(this.db.kysely, 1000)) {
      report.checked++;
      try {
        const after = await this.sync(order, source);
        if (after.state === 'credited') report.credited++;
        else if (after.state === 'failed') report.failed++;
        else if (after.state === 'expired') report.expired++;
      } catch (error) {
        report.errors++;
        this.log.error({ err: error, orderNo: order.order_no }, 'recovery could not settle an order');
      }
    }
    if (report.checked > 0) this.log.info(report, 'recharge recovery');
    return report;
  }
}
