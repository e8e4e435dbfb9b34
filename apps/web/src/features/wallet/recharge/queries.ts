import { useQuery } from '@tanstack/react-query';
import { getOrder, getRechargeInfo } from './api';

/** Query keys of recharge. */
export const rechargeKeys = {
  info: ['recharge', 'info'] as const,
  order: (orderNo: string) => ['recharge', 'order', orderNo] as const,
};

/** How often the result page asks about an order that is still pending. */
export const POLL_MS = 2000;

/** The recharge screen's data (balance, packages, methods, the open order). */
export function useRechargeInfo() {
  return useQuery({ queryKey: rechargeKeys.info, queryFn: getRechargeInfo, retry: 1 });
}

/** An order, polled while its result is pending. */
export function useRechargeOrder(orderNo: string) {
  return useQuery({
    queryKey: rechargeKeys.order(orderNo),
    queryFn: () => getOrder(orderNo),
    enabled: orderNo !== '',
    retry: 2,
    refetchInterval: (query) => (query.state.data?.result === 'pending' ? POLL_MS : false),
  });
}
