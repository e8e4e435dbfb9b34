import type { Generated } from 'kysely';

/** A gift of the catalog; `code` names its artwork in the web app. */
export interface GiftsTable {
  id: Generated<number>;
  code: string;
  name_zh: string;
  name_pt: string;
  currency: 'gold' | 'diamond';
  /** Price of one, in `currency`. */
  price: number;
  /** small: a Lottie burst; big: the full-screen alpha video. */
  effect: 'small' | 'big';
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** How many of a gift a user holds for free (granted); sending uses these first. */
export interface GiftBagTable {
  user_id: number;
  gift_id: number;
  quantity: number;
  updated_at: number;
}

/** One grant into a bag; `key` makes a grant idempotent (a task's reward is granted once). */
export interface GiftBagGrantsTable {
  id: Generated<number>;
  key: string;
  user_id: number;
  gift_id: number;
  quantity: number;
  reason: string;
  created_at: number;
}

/** One send of a gift in a room (unique per sender and client request id). */
export interface GiftSendsTable {
  id: Generated<number>;
  sender_id: number;
  request_id: string;
  room_id: number;
  anchor_id: number;
  gift_id: number;
  count: number;
  /** How many of `count` came from the bag (the rest was paid). */
  from_bag: number;
  currency: 'gold' | 'diamond';
  /** Amount of `currency` paid (0 when all came from the bag). */
  paid: number;
  /** The send's value in gold units (a diamond is GOLD_PER_DIAMOND gold), for gift_spend and the ranking. */
  value: number;
  anchor_points: number;
  combo_id: string;
  combo_count: number;
  /** The ledger transfer (null when nothing moved: a bag send earning no points). */
  transfer_id: number | null;
  created_at: number;
}

/** The gift tables, merged into the database schema. */
export interface GiftTables {
  gifts: GiftsTable;
  gift_bag: GiftBagTable;
  gift_bag_grants: GiftBagGrantsTable;
  gift_sends: GiftSendsTable;
}

// Migration 0320 adds two columns to users; they belong to the gifts feature, so they are declared here.
declare module '../../db/schema' {
  interface UsersTable {
    /** The gift value (gold units) the user ever sent; `user_level` follows it (levels.ts). */
    gift_spend: Generated<number>;
    /** An anchor's share of a gift's diamonds, in percent; NULL: GIFT_SHARING_RATIO (default 50). */
    sharing_ratio: number | null;
  }
}
