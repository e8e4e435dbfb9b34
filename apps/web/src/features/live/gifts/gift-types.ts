// Types of the gifts calls and room message (apps/api/src/modules/gifts/README.md). The calls' types are the
// server's contract (packages/api-contract); a gift's `code` names its artwork (assets/icons/<code>.svg,
// lottie/<code>.json, video/<code>.mp4).
export type {
  BagItem,
  Contribution,
  ContributionRow,
  Gift,
  GiftBalances,
  GiftList,
  SendGiftResult,
} from '@tifo/api-contract';

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
