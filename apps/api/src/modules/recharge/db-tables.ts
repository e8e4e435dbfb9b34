import type { Generated } from 'kysely';

/** The states of a recharge order (README "Order states"). */
export type OrderState = 'created' | 'paid' | 'credited' | 'failed' | 'expired' | 'refunded';

/** The currencies packages are priced in (prices in minor units: fen, centavos). */
export type PriceCurrency = 'CNY' | 'BRL';

/** A diamond package on sale; site_code '' applies to every site without rows of its own. */
export interface RechargePackagesTable {
  id: Generated<number>;
  site_code: Generated<string>;
  currency: PriceCurrency;
  diamonds: number;
  /** Extra diamonds given with the package. */
  bonus: Generated<number>;
  price_minor: number;
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** A recharge order; what the user pays and gets is copied from the package when it is made. */
export interface RechargeOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  site_code: string;
  package_id: number;
  /** Diamonds credited (package plus bonus). */
  diamonds: number;
  price_minor: number;
  currency: PriceCurrency;
  /** The payment method (a provider's code, e.g. `sandbox`). */
  method: string;
  /** The client's id for the pay request: a double-click sends it twice and gets the same order. */
  client_request_id: string;
  state: OrderState;
  /** The provider's id of the checkout (session, charge) and where the user pays. */
  provider_ref: Generated<string>;
  checkout_url: Generated<string>;
  failure_reason: Generated<string>;
  created_at: number;
  updated_at: number;
  expires_at: number;
  paid_at: Generated<number>;
  credited_at: Generated<number>;
}

/** The log of every order transition. */
export interface RechargeOrderEventsTable {
  id: Generated<number>;
  order_no: string;
  from_state: string;
  to_state: string;
  /** What moved it: `user`, `webhook`, `query`, `recovery`, `operator`. */
  source: string;
  detail: Generated<string>;
  created_at: number;
}

/** Provider events already handled, so a replayed webhook changes nothing. */
export interface RechargeWebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_no: string;
  type: string;
  received_at: number;
}

/** The sandbox provider's own record of a checkout (its "bank side"), separate from the orders. */
export interface RechargeSandboxSessionsTable {
  id: string;
  order_no: string;
  amount_minor: number;
  currency: string;
  /** open, paid, declined, abandoned, expired, refunded. */
  state: string;
  return_url: string;
  expires_at: number;
  created_at: number;
  updated_at: number;
}

/** An inviter's share of an invitee's credited recharge (one per order). */
export interface RechargeInviteProfitsTable {
  id: Generated<number>;
  order_no: string;
  inviter_id: number;
  invitee_id: number;
  /** Diamonds the invitee got, and the inviter's share of them. */
  recharge_diamonds: number;
  profit: number;
  created_at: number;
}

/** The recharge tables, merged into the database schema. */
export interface RechargeTables {
  recharge_packages: RechargePackagesTable;
  recharge_orders: RechargeOrdersTable;
  recharge_order_events: RechargeOrderEventsTable;
  recharge_webhook_events: RechargeWebhookEventsTable;
  recharge_sandbox_sessions: RechargeSandboxSessionsTable;
  recharge_invite_profits: RechargeInviteProfitsTable;
}
