// Typed endpoint functions of the gifts calls, through the one request helper.
import { api, type ApiInput } from '../../../api/call';
import type { RankingRange } from '@tifo/api-contract/constants';
import type { GiftBalances } from './gift-types';

const quiet = { hideLoading: true } as const;
const silent = { hideLoading: true, noToast: true } as const;

/** /api/gift/getGiftList. */
export function getGiftList() {
  return api('/api/gift/getGiftList', {}, silent);
}

/** /api/gift/getUserBag (login). */
export function getUserBag() {
  return api('/api/gift/getUserBag', {}, silent);
}

/** /api/wallet/getBalances (the wallet's call): gold and diamonds available. */
export async function getBalances(): Promise<GiftBalances> {
  const { gold, diamond } = await api('/api/wallet/getBalances', {}, silent);
  return { gold, diamond };
}

/** /api/live/sendGift; errors stay with the caller (the panel explains them, no generic toast). */
export function sendGift(body: ApiInput<'/api/live/sendGift'>) {
  return api('/api/live/sendGift', body, silent);
}

/** /api/live/getLiveContribution. */
export function getLiveContribution(liveid: number, range: RankingRange) {
  return api('/api/live/getLiveContribution', { liveid, range }, quiet);
}
