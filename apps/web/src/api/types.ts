// Wire types of the product API (spec/product.md section 3). Fields the server may omit are optional.

/** Every API response: status 0 ok, 1 error with msg, 2 login timeout. */
export interface ApiEnvelope<T> {
  status: number;
  msg: string;
  data: T;
  /** The API's stable error code on failures (apps/api error table), e.g. CAPTCHA_REQUIRED. */
  code?: string;
}

/** Profile part of the user info. */
export interface UserProfile {
  uid?: number;
  age?: number;
  birthday?: string;
  career?: string;
  city?: string;
  constellation?: string;
  gender?: number;
  height?: number;
  weight?: number;
  photos?: string[] | string;
  signature?: string;
}

/** The user info returned by login, registration and getUserInfo. */
export interface UserInfo {
  id: number;
  uid?: number;
  account?: string;
  avatar?: string;
  nick_name?: string;
  signature?: string;
  mobile?: string;
  gold?: number;
  diamond?: number;
  diamond_total?: number;
  money?: number;
  point?: number;
  user_level?: number;
  vip_level?: number;
  vip_date?: string | number;
  svip_date?: string | number;
  /** VIP now (vip_level above 0 and vip_date ahead). */
  isVIP?: boolean;
  /** 1 for VIPs: no pop-up ads (the room's pre-roll is skipped). */
  is_no_popad?: number;
  fans_count?: number;
  attent_count?: number;
  moment_count?: number;
  visitor_count?: number;
  is_anchor?: number;
  is_anchor_admin?: number;
  is_operate?: number;
  third_member?: unknown;
  token?: string;
  token_web?: string;
  txim_sign?: string;
  regist_time?: string | number;
  last_login?: string | number;
  invite?: { invite_code?: string; profit?: number; total_profit?: number; uid?: number };
  profile?: UserProfile;
}

/** Site branding from the common configuration. */
export interface SiteInfo {
  code: string;
  source: number;
  name: string;
  theme_color: string;
  logo?: string;
  /** Full page titles keyed by route path ("/user-center": "个人中心 - Tifo"). */
  titles?: Record<string, string>;
  /** Meta keywords of the site, in the request's language. */
  keywords?: string;
  brand?: string;
  variant: 'main' | 'partner';
  download_banner?: boolean;
}

/** GET /api/config/getCommonConfig data. */
export interface CommonConfig {
  live_play_ad?: unknown;
  config: Record<string, unknown>;
  site: SiteInfo;
}

/** GET /webapi/protocal/getProtocal data. */
export interface Protocol {
  title: string;
  content: string;
}
