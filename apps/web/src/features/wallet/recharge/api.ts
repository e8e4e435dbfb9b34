// Calls of the recharge API (apps/api/src/modules/recharge/README.md); their types are the server's contract
// (packages/api-contract).
import { api, type ApiInput } from '../../../api/call';

export type { PaymentMethod, RechargeInfo, RechargeOrder, RechargePackage } from '@tifo/api-contract';
export type { OrderResult, OrderState } from '@tifo/api-contract/constants';

const quiet = { hideLoading: true } as const;

/** /api/recharge/getRechargeInfo */
export function getRechargeInfo() {
  return api('/api/recharge/getRechargeInfo', {}, quiet);
}

/** /api/recharge/createOrder: the same request id answers the same order (a double-click makes one order). */
export function createOrder(input: ApiInput<'/api/recharge/createOrder'>) {
  return api('/api/recharge/createOrder', input, quiet);
}

/** /api/recharge/getOrder (polled by the result page; no toast on each failure). */
export function getOrder(orderNo: string) {
  return api('/api/recharge/getOrder', { order_no: orderNo }, { ...quiet, noToast: true });
}
