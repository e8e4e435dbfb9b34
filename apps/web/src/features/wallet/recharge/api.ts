// Typed calls of the recharge API (apps/api/src/modules/recharge/README.md), through the one request helper.
import { request } from '../../../api/client';

/** A diamond package; `price` in minor units (fen, centavos) of `currency`. */
export interface RechargePackage {
  id: number;
  diamonds: number;
  bonus: number;
  total: number;
  price: number;
  amount: string;
  currency: string;
}

/** A payment method (one per provider). */
export interface PaymentMethod {
  code: string;
  name: string;
  /** The sandbox: its diamonds are test money. */
  test_money: boolean;
}

/** The states of an order and what the result page shows for them. */
export type OrderState = 'created' | 'paid' | 'credited' | 'failed' | 'expired' | 'refunded';
export type OrderResult = 'pending' | 'success' | 'failed' | 'refunded';

/** A recharge order (times in epoch seconds). */
export interface RechargeOrder {
  order_no: string;
  state: OrderState;
  result: OrderResult;
  package_id: number;
  diamonds: number;
  price: number;
  amount: string;
  currency: string;
  method: string;
  /** Paid with test money (the sandbox): its diamonds are test diamonds. */
  test_money: boolean;
  checkout_url: string;
  failure_reason: string;
  created_at: number;
  expires_at: number;
  paid_at: number;
  credited_at: number;
}

/** The recharge screen's data. */
export interface RechargeInfo {
  currency: string;
  /** `diamond` includes the test diamonds, `test_diamond` says how many. */
  balance: { diamond: number; test_diamond: number; gold: number };
  packages: RechargePackage[];
  methods: PaymentMethod[];
  open_order: RechargeOrder | null;
}

const quiet = { hideLoading: true } as const;

/** /api/recharge/getRechargeInfo */
export function getRechargeInfo(): Promise<RechargeInfo> {
  return request<RechargeInfo>('/api/recharge/getRechargeInfo', {}, quiet);
}

/** /api/recharge/createOrder: the same request id answers the same order (a double-click makes one order). */
export function createOrder(input: {
  package_id: number;
  method: string;
  request_id: string;
}): Promise<RechargeOrder> {
  return request<RechargeOrder>('/api/recharge/createOrder', input, quiet);
}

/** /api/recharge/getOrder (polled by the result page; no toast on each failure). */
export function getOrder(orderNo: string): Promise<RechargeOrder> {
  return request<RechargeOrder>('/api/recharge/getOrder', { order_no: orderNo }, { ...quiet, noToast: true });
}
