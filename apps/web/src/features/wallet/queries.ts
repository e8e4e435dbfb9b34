import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getBalances,
  getTransLog,
  getWithdrawInfo,
  getWithdrawList,
  type Currency,
  type TransferKind,
} from './api';

/** Query keys of the wallet (a money change invalidates ['wallet']). */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: ['wallet', 'balances'] as const,
  transLog: (currency: string, kind: string) => ['wallet', 'trans-log', currency, kind] as const,
  withdrawInfo: ['wallet', 'withdraw-info'] as const,
  withdrawList: ['wallet', 'withdraw-list'] as const,
};

/** The caller's balances. */
export function useBalances() {
  return useQuery({ queryKey: walletKeys.balances, queryFn: getBalances, retry: 1 });
}

/** The trans-log, a page per cursor (infinite list). */
export function useTransLog(currency: Currency | '', kind: TransferKind | '') {
  return useInfiniteQuery({
    queryKey: walletKeys.transLog(currency, kind),
    queryFn: ({ pageParam }) => getTransLog({ currency, kind, cursor: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: 1,
  });
}

/** The withdrawal screen's rules, points and open request. */
export function useWithdrawInfo() {
  return useQuery({ queryKey: walletKeys.withdrawInfo, queryFn: getWithdrawInfo, retry: 1 });
}

/** The caller's withdrawal records. */
export function useWithdrawList() {
  return useQuery({ queryKey: walletKeys.withdrawList, queryFn: () => getWithdrawList(1, 20), retry: 1 });
}
