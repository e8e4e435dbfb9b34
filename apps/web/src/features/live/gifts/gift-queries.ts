// Query hooks of the gift panel: the catalog (cached for the session), the bag and the balances (logged in).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isLoggedIn, useAppStore } from '../../../store/app-store';
import { getBalances, getGiftList, getUserBag } from './gift-api';
import type { GiftBalances } from './gift-types';

export const giftKeys = {
  list: ['gifts', 'list'] as const,
  bag: (uid: number) => ['gifts', 'bag', uid] as const,
  balances: (uid: number) => ['wallet', 'balances', uid] as const,
};

/** The gift catalog. */
export function useGiftList() {
  return useQuery({ queryKey: giftKeys.list, queryFn: getGiftList, staleTime: 10 * 60_000 });
}

/** The logged-in user's bag. */
export function useUserBag(enabled: boolean) {
  const user = useAppStore((s) => s.user);
  const uid = isLoggedIn(user) ? user.id : 0;
  return useQuery({ queryKey: giftKeys.bag(uid), queryFn: getUserBag, enabled: enabled && uid > 0 });
}

/**
 * Gold and diamonds available: the wallet's getBalances, or the user info's gold and diamond when that call is
 * not there (both read the ledger). A send's answer replaces it at once.
 */
export function useGiftBalances(enabled: boolean) {
  const user = useAppStore((s) => s.user);
  const uid = isLoggedIn(user) ? user.id : 0;
  return useQuery({
    queryKey: giftKeys.balances(uid),
    enabled: enabled && uid > 0,
    queryFn: async (): Promise<GiftBalances> => {
      try {
        return await getBalances();
      } catch {
        const info = useAppStore.getState().user;
        return { gold: Number(info?.gold ?? 0), diamond: Number(info?.diamond ?? 0) };
      }
    },
  });
}

/** Writes a send's new balances and bag into the cache. */
export function useAfterSend() {
  const client = useQueryClient();
  const user = useAppStore((s) => s.user);
  const uid = isLoggedIn(user) ? user.id : 0;
  return (balances: GiftBalances) => {
    client.setQueryData(giftKeys.balances(uid), balances);
    void client.invalidateQueries({ queryKey: giftKeys.bag(uid) });
  };
}
