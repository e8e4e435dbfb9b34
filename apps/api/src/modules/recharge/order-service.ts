import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../http/error-codes';
import type { SiteDefinition } from '../sites';
import type { RechargeLedger } from './ledger-link';
import { countOpenOrders, findByRequest, findOrder, newestOpenOrder, type OrderRow } from './order-repo';
import { orderView, type OrderView } from './order-view';
import { currencyFor, packagesFor } from './packages';
import type { RechargeSettings } from './settings';
import type { OrderSettler } from './settler';
import { isTestMoney } from './test-money';

/** What the pay button sends. */
export interface CreateOrderInput {
  packageId: number;
  method: string;
  /** The client's id for this press of the pay button (a double-click repeats it). */
  requestId: string;
}

/** A client that polls an open order asks its provider at most this often. */
const SYNC_EVERY_MS = 2000;
/** How long a repeated pay request waits for the first one's checkout to open. */
const CHECKOUT_WAIT_MS = 5000;

/** The names of payment methods, by method code and language. */
const METHOD_NAMES: ReadonlyMap<string, Record<Lang, string>> = new Map([
  ['sandbox', { zh: '沙箱支付（测试）', pt: 'Pagamento sandbox (teste)' }],
]);

/** A new order number: `R`, the time in base 36 and 8 random hex digits (unguessable, sortable by time). */
function newOrderNo(now: number): string {
  return `R${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The user-facing recharge calls: the screen's data, making orders, reading them. */
export class OrderService {
  private readonly lastSync = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: RechargeSettings,
    private readonly settler: OrderSettler,
    private readonly ledger: RechargeLedger,
  ) {}

  /** The recharge screen: balance, packages in the visitor's currency, methods, the open order. */
  async screen(userId: number, site: SiteDefinition, lang: Lang) {
    const currency = currencyFor(lang);
    const [balances, packages, open] = await Promise.all([
      this.ledger.balances(userId),
      packagesFor(this.ctx.db.kysely, site.code, currency),
      this.openOrder(userId),
    ]);
    return {
      currency,
      // `diamond` is what can be spent (test diamonds included); `test_diamond` how much of it is test money.
      balance: {
        diamond: balances.diamond.available + balances.test_diamond.available,
        test_diamond: balances.test_diamond.available,
        gold: balances.gold.available,
      },
      packages,
      methods: this.methods(currency, lang),
      open_order: open,
    };
  }

  /** The methods whose provider collects a currency. */
  methods(currency: string, lang: Lang) {
    return [...METHOD_NAMES.entries()]
      .filter(([code]) => this.settler.provider(code)?.currencies.some((c) => c === currency))
      .map(([code, names]) => ({ code, name: names[lang], test_money: isTestMoney(code) }));
  }

  /**
   * Makes an order and opens its checkout. The same request id answers the order it made (a double-click);
   * with another package or method it is ORDER_REQUEST_CONFLICT.
   */
  async create(
    userId: number,
    site: SiteDefinition,
    lang: Lang,
    input: CreateOrderInput,
  ): Promise<OrderView> {
    const db = this.ctx.db.kysely;
    const earlier = await findByRequest(db, userId, input.requestId);
    if (earlier) return orderView(await this.sameRequest(earlier, input));
    const provider = this.settler.provider(input.method);
    if (!provider) throw new ApiError('PAYMENT_METHOD_UNAVAILABLE', input.method);
    const currency = currencyFor(lang);
    const pack = (await packagesFor(db, site.code, currency)).find((p) => p.id === input.packageId);
    if (!pack) throw new ApiError('PACKAGE_NOT_FOUND', String(input.packageId));
    if (!provider.currencies.includes(pack.currency)) throw new ApiError('PAYMENT_METHOD_UNAVAILABLE');
    if ((await countOpenOrders(db, userId)) >= this.settings.maxOpenOrders) {
      throw new ApiError('ORDER_OPEN_LIMIT', undefined, { max: this.settings.maxOpenOrders });
    }
    const now = this.ctx.now();
    const orderNo = newOrderNo(now);
    const inserted = await db
      .insertInto('recharge_orders')
      .values({
        order_no: orderNo,
        user_id: userId,
        site_code: site.code,
        package_id: pack.id,
        diamonds: pack.total,
        price_minor: pack.price,
        currency: pack.currency,
        method: provider.code,
        client_request_id: input.requestId,
        state: 'created',
        created_at: now,
        updated_at: now,
        expires_at: now + this.settings.orderTtlMs,
      })
      .onConflict((oc) => oc.columns(['user_id', 'client_request_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      // The other click of a double-click inserted first: answer its order.
      const first = await findByRequest(db, userId, input.requestId);
      if (!first) throw new ApiError('INTERNAL', 'order vanished');
      return orderView(await this.sameRequest(first, input));
    }
    await db
      .insertInto('recharge_order_events')
      .values({ order_no: orderNo, from_state: '', to_state: 'created', source: 'user', created_at: now })
      .execute();
    this.ctx.log.info(
      { orderNo, userId, packageId: pack.id, method: provider.code },
      'recharge order created',
    );
    try {
      const checkout = await provider.createCheckout({
        orderNo,
        amountMinor: pack.price,
        currency: pack.currency,
        description: `${pack.total} diamonds`,
        returnUrl: `${this.ctx.config.publicUrl}/m/recharge/result?order_no=${orderNo}`,
        expiresAt: now + this.settings.orderTtlMs,
      });
      await db
        .updateTable('recharge_orders')
        .set({ provider_ref: checkout.providerRef, checkout_url: checkout.checkoutUrl })
        .where('order_no', '=', orderNo)
        .execute();
    } catch (error) {
      this.ctx.log.error({ err: error, orderNo }, 'checkout not opened');
      // Nothing was collected: the order is closed now rather than left to expire.
      await this.settler.failUnopened(orderNo);
      throw new ApiError('PAYMENT_UNAVAILABLE');
    }
    return orderView((await findOrder(db, orderNo))!);
  }

  /** The order of a repeated request, once its checkout is open; a different request is a conflict. */
  private async sameRequest(order: OrderRow, input: CreateOrderInput): Promise<OrderRow> {
    if (order.package_id !== input.packageId || order.method !== input.method) {
      throw new ApiError('ORDER_REQUEST_CONFLICT', undefined, { order_no: order.order_no });
    }
    let current = order;
    const until = Date.now() + CHECKOUT_WAIT_MS;
    while (current.state === 'created' && current.checkout_url === '' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await findOrder(this.ctx.db.kysely, order.order_no)) ?? current;
    }
    return current;
  }

  /** One of the user's orders, settled from its provider first when it is still open. */
  async get(userId: number, orderNo: string): Promise<OrderView> {
    const order = await findOrder(this.ctx.db.kysely, orderNo);
    if (!order || order.user_id !== userId) throw new ApiError('ORDER_NOT_FOUND', orderNo);
    return orderView(await this.syncSoon(order));
  }

  /** The user's newest open order (settled first), or null: the screen resumes it after a reload. */
  async openOrder(userId: number): Promise<OrderView | null> {
    const order = await newestOpenOrder(this.ctx.db.kysely, userId);
    return order ? orderView(await this.syncSoon(order)) : null;
  }

  /** The user's orders, newest first. */
  async list(userId: number, page: number, size: number) {
    const db = this.ctx.db.kysely;
    const [rows, total] = await Promise.all([
      db
        .selectFrom('recharge_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      db
        .selectFrom('recharge_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { total: Number(total.n), page, size, list: rows.map(orderView) };
  }

  /** Asks the provider about an open order, at most every SYNC_EVERY_MS per order (clients poll). */
  private async syncSoon(order: OrderRow): Promise<OrderRow> {
    if (order.state !== 'created' && order.state !== 'paid') return order;
    const now = Date.now();
    if (now - (this.lastSync.get(order.order_no) ?? 0) < SYNC_EVERY_MS) return order;
    this.lastSync.set(order.order_no, now);
    if (this.lastSync.size > 10_000) this.lastSync.clear();
    return this.settler.sync(order, 'query');
  }
}
