import { toSeconds } from '../../http/wire-time';
import { minorToAmount } from './packages';
import type { OrderRow } from './order-repo';
import { resultOf } from './order-states';
import { isTestMoney } from './test-money';

/** An order as its owner sees it (times in epoch seconds, price in minor units). */
export function orderView(order: OrderRow) {
  return {
    order_no: order.order_no,
    state: order.state,
    /** What the result page shows: pending, success, failed, refunded. */
    result: resultOf(order.state),
    package_id: order.package_id,
    diamonds: order.diamonds,
    price: order.price_minor,
    amount: minorToAmount(order.price_minor),
    currency: order.currency,
    method: order.method,
    /** A test-money order (the sandbox): its diamonds are test diamonds (README "Test money"). */
    test_money: isTestMoney(order.method),
    checkout_url: order.state === 'created' ? order.checkout_url : '',
    failure_reason: order.failure_reason,
    created_at: toSeconds(order.created_at),
    expires_at: toSeconds(order.expires_at),
    paid_at: toSeconds(order.paid_at),
    credited_at: toSeconds(order.credited_at),
  };
}

/** The client's view of an order. */
export type OrderView = ReturnType<typeof orderView>;
