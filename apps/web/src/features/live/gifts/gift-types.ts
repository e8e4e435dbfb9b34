// Wire types of the gifts calls and room message (apps/api/src/modules/gifts/README.md).

/** A gift of the catalog. */
export interface Gift {
  id: number;
  /** Names the artwork (assets/icons/<code>.svg, lottie/<code>.json, video/<code>.mp4). */
  code: string;
  name: string;
  name_zh: string;
  name_pt: string;
  currency: 'gold' | 'diamond';
  price: number;
  effect: 'small' | 'big';
}

/** /api/gift/getGiftList. */
export interface GiftList {
  list: Gift[];
  quantities: number[];
}

/** One gift the user holds in the bag. */
export interface BagItem {
  gift_id: number;
  quantity: number;
  gift: Gift;
}

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

/** A row of the room's contribution ranking. */
export interface ContributionRow {
  rank: number;
  uid: number;
  nick_name: string;
  avatar: string;
  user_level: number;
  value: number;
}

/** /api/live/getLiveContribution. */
export interface Contribution {
  liveid: number;
  range: 'today' | 'all';
  list: ContributionRow[];
  mine: ContributionRow | null;
}
