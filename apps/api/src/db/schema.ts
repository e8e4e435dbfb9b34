import type { Generated } from 'kysely';
import type { GiftTables } from '../modules/gifts/db-tables';
import type { LiveChatTables } from '../modules/live-chat/db-tables';
import type { LedgerTables } from '../modules/ledger/db-tables';
import type { LiveTables } from '../modules/live/db-tables';
import type { RechargeTables } from '../modules/recharge/db-tables';
import type { SportsTables } from '../modules/sports/db-tables';
import type { WalletTables } from '../modules/withdraw/db-tables';

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
  invited_with: Generated<string>;
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
  /** Raised at logout and password change; txim_sign carries it (migration 0006). */
  sig_generation: Generated<number>;
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

/** One operator-editable setting of a site (switches and fields of getCommonConfig); values are text. */
export interface SiteSettingsTable {
  id: Generated<number>;
  site_code: string;
  name: string;
  value: string;
  updated_at: number;
}

/** A live-stream category tab. */
export interface LiveCategoriesTable {
  id: Generated<number>;
  code: string;
  name_zh: string;
  name_pt: string;
  sport_id: Generated<number>;
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** A home banner; site_code '' shows on every site; starts_at/ends_at 0 mean unbounded. */
export interface HomeBannersTable {
  id: Generated<number>;
  site_code: Generated<string>;
  title_zh: string;
  title_pt: string;
  subtitle_zh: Generated<string>;
  subtitle_pt: Generated<string>;
  link: string;
  sort: Generated<number>;
  enabled: Generated<number>;
  starts_at: Generated<number>;
  ends_at: Generated<number>;
}

/** A message to customer service. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  site_code: Generated<string>;
  type: Generated<number>;
  content: string;
  contact: Generated<string>;
  ip: Generated<string>;
  created_at: number;
}

/** An image captcha tied to a client-chosen key; single use. */
export interface CaptchasTable {
  id: Generated<number>;
  key: string;
  text: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** What the default SMS provider "sent" (no gateway is reachable); tests read codes from here. */
export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  code: string;
  purpose: string;
  message: string;
  created_at: number;
}

/** An issued SMS verification code (stored hashed) and its use. */
export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** One counted attempt in a throttle bucket (sliding windows are counted over these rows). */
export interface ThrottleEventsTable {
  id: Generated<number>;
  bucket: string;
  created_at: number;
}

/** A throttle bucket's lock row (see migration 0005). */
export interface ThrottleLocksTable {
  bucket: string;
  touched_at: number;
}

/** The whole database as Kysely sees it. */
export interface Database
  extends SportsTables, LiveTables, LiveChatTables, GiftTables, RechargeTables, LedgerTables, WalletTables {
  users: UsersTable;
  sessions: SessionsTable;
  site_settings: SiteSettingsTable;
  live_categories: LiveCategoriesTable;
  home_banners: HomeBannersTable;
  feedback: FeedbackTable;
  captchas: CaptchasTable;
  sms_outbox: SmsOutboxTable;
  sms_codes: SmsCodesTable;
  throttle_events: ThrottleEventsTable;
  throttle_locks: ThrottleLocksTable;
}
