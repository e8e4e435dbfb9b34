// Wire types of the gifts calls and room message (apps/api/src/modules/gifts/README.md). The catalog, bag and
// ranking calls' types are the server's contract (packages/api-contract); a gift's `code` names its artwork
// (assets/icons/<code>.svg, lottie/<code>.json, video/<code>.mp4).
export type { BagItem, Contribution, ContributionRow, Gift, GiftList } from '@tifo/api-contract';

/** The user's spendable balances. */
export interface GiftBalances {
  gold: number;
  diamond: number;
}

/** /api/live/sendGift's answer. */
export interface SendGiftResult {
  send_id: number;
  count: number;
  from_bag: number;
  paid: number;
  combo_id: string;
  combo: number;
  user_level: number;
  balances: GiftBalances;
  bag_left: number;
  replayed: boolean;
}

/** The GiftAnimation room message, read. */
export interface GiftAnimation {
  sendId: number;
  uid: string;
  nick: string;
  avatar: string;
  level: number;
  giftId: number;
  code: string;
  nameZh: string;
  namePt: string;
  count: number;
  comboId: string;
  combo: number;
  effect: 'small' | 'big';
}
