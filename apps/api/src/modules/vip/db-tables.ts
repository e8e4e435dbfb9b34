import type { Generated } from 'kysely';

/** A VIP plan on sale (migration 0330, seeded from plans-seed.ts): operators change rows, not code. */
export interface VipPlansTable {
  id: Generated<number>;
  code: string;
  /** 1 VIP, 2 SVIP. */
  level: number;
  days: number;
  /** In diamonds. */
  price: number;
  name_zh: string;
  name_pt: string;
  sort: number;
  enabled: number;
}

/** One purchase: unique per user and client request id (a double tap buys once). */
export interface VipPurchasesTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  plan_id: number;
  level: number;
  days: number;
  price: number;
  transfer_id: number;
  /** The user's expiries right after this purchase (epoch ms). */
  vip_date_after: number;
  svip_date_after: number;
  created_at: number;
}

/** The VIP tables (one line in db/schema.ts). */
export interface VipTables {
  vip_plans: VipPlansTable;
  vip_purchases: VipPurchasesTable;
}
