import type { Generated } from 'kysely';

// Table types, one interface per table. Feature modules add their tables here (one line in `Database`).
// Times are epoch milliseconds (bigint) unless a name says otherwise; money amounts are integers.

/** A registered user (columns with database defaults are `Generated`). Balances live in the ledger. */
export interface UsersTable {
  id: Generated<number>;
  account: string;
  mobile: string | null;
  password_hash: string;
  nick_name: string;
  avatar: Generated<string>;
  signature: Generated<string>;
  gender: Generated<number>;
  birthday: Generated<string>;
  city: Generated<string>;
  career: Generated<string>;
  height: Generated<number>;
  weight: Generated<number>;
  photos: Generated<string>;
  tags: Generated<string>;
  invite_code: string;
  invited_by: number | null;
  channel_code: Generated<string>;
  site_code: Generated<string>;
  sp_source: Generated<number>;
  status: Generated<number>;
  user_level: Generated<number>;
  point: Generated<number>;
  vip_level: Generated<number>;
  vip_date: Generated<number>;
  svip_date: Generated<number>;
  is_anchor: Generated<number>;
  is_anchor_admin: Generated<number>;
  is_operate: Generated<number>;
  anchor_level: Generated<number>;
  anchor_point: Generated<number>;
  third_member: Generated<string>;
  login_platform: Generated<number>;
  regist_time: number;
  last_login: Generated<number>;
  last_online: Generated<number>;
}

/** A login session; only the SHA-256 of the token is stored, so a leaked table cannot log anyone in. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  platform: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** The whole database as Kysely sees it. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
