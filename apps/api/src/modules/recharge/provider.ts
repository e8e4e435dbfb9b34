// The payment provider seam (README "PaymentProvider"). Orders only ever talk to this interface, so a real
// provider (Stripe, Alipay, Pix) is one more implementation registered beside the sandbox.
import type { PriceCurrency } from './db-tables';

/** What an order asks the provider to collect. */
export interface CheckoutRequest {
  orderNo: string;
  amountMinor: number;
  currency: PriceCurrency;
  /** A line for the payer ("680 diamonds"). */
  description: string;
  /** Where the payer returns after paying or declining (absolute, from PUBLIC_URL). */
  returnUrl: string;
  /** After this instant (epoch ms) the checkout must no longer accept a payment. */
  expiresAt: number;
}

/** Where the payer goes to pay, and the provider's id for it. */
export interface Checkout {
  providerRef: string;
  checkoutUrl: string;
}

/** The provider's view of a payment: open (not decided), paid, failed, expired (closed unpaid), refunded. */
export type ProviderPaymentState = 'open' | 'paid' | 'failed' | 'expired' | 'refunded';

/** A verified provider event, in the provider-neutral shape the orders understand. */
export interface PaymentEvent {
  /** The provider's event id: a second delivery of the same id is a replay. */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
  orderNo: string;
  providerRef: string;
  amountMinor: number;
  currency: string;
  /** When the provider made the event (epoch ms). */
  createdAt: number;
}

/** Raw webhook request as it arrived: the exact body bytes (signatures cover them) and the headers. */
export interface WebhookRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A payment provider. */
export interface PaymentProvider {
  /** The method code clients choose and orders store (`sandbox`, later `stripe`, `alipay`, `pix`). */
  readonly code: string;
  /** The currencies it can collect. */
  readonly currencies: readonly PriceCurrency[];
  /** Opens a hosted checkout for an order. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a webhook (signature, timestamp tolerance) and parses it. Throws ApiError WEBHOOK_INVALID when the
   * request is not provably from the provider.
   */
  parseWebhook(request: WebhookRequest): PaymentEvent;
  /** The payment's state at the provider now (recovery asks this; it never trusts a missing webhook). */
  queryPayment(providerRef: string): Promise<ProviderPaymentState>;
  /**
   * Closes an unpaid checkout so it can no longer be paid, and answers the final state: `expired`, or `paid`
   * when the payer won the race (the order then gets its diamonds instead of expiring).
   */
  closeCheckout(providerRef: string): Promise<ProviderPaymentState>;
  /** Refunds a paid payment at the provider (it then reports `payment.refunded`); answers whether it is refunded. */
  refund(providerRef: string): Promise<boolean>;
}
