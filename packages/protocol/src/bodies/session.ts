/** Bodies of the session commands. */

/** Kick types (spec 4): 1 multiple accounts, 2 multiple devices, 3 REST API, 4 signature expired. */
export const KICK_TYPE = {
  MULTI_ACCOUNT: 1,
  MULTI_DEVICE: 2,
  REST_API: 3,
  USERSIG_EXPIRED: 4,
} as const;
/** One of KICK_TYPE. */
export type KickType = (typeof KICK_TYPE)[keyof typeof KICK_TYPE];

/**
 * Login. Platform decides the multi-device rule: one session per (user, platform);
 * a second login on the same platform kicks the first with MULTI_DEVICE. Within one connection,
 * logging in as another user kicks the previous account's session there with MULTI_ACCOUNT.
 */
export interface LoginRequest {
  SDKAppID: number;
  userID: string;
  userSig: string;
  /** Free text: web, h5, worker, node... Default 'web'. */
  platform?: string;
  /** Instance ID of a previous session of this client, reused on reconnect. */
  instanceID?: number;
}
/** Login answer (spec 7 session). */
export interface LoginResponse {
  a2Key: string;
  tinyID: string;
  instanceID: number;
  /** Seconds between `session.hello` keepalives. */
  helloInterval: number;
  /** Server time, seconds. */
  timeStamp: number;
  /** True when this connection was already logged in as the same user. */
  repeatLogin: boolean;
  customStatus: string;
  purchaseBits: string;
  /** Signature expiry, seconds since epoch; the session is kicked (type 4) at that time. */
  expireTime: number;
  /** What this deployment offers beyond the purchase bits (read by the SDK's ability queries). */
  features: ServiceFeatures;
}

/** Capabilities that depend on the deployment's configuration, not on purchase bits. */
export interface ServiceFeatures {
  /** msg.translateText has a translator behind it (IM_TRANSLATE_URL); false: it answers 2117. */
  translate: boolean;
}

/** Logout: type 0 normal. */
export interface LogoutRequest {
  type?: number;
}

/** Hello keepalive (every helloInterval seconds); answers server time. */
export type HelloRequest = Record<string, never>;
/** Hello answer. */
export interface HelloResponse {
  timeStamp: number;
}

/** Heartbeat ping (3 s timeout on the client). */
export type PingRequest = Record<string, never>;
/** Heartbeat answer. */
export interface PingResponse {
  timeStamp: number;
}

/** Commercial config: purchase bits per SDKAppID (spec 6). Bit i is ability i of COMMERCIAL_ABILITY. */
export interface CommercialConfigResponse {
  purchaseBits: string;
  /** Seconds until the client should refetch. */
  expiredTime: number;
  features: ServiceFeatures;
}

/** Profanity lexicon slice (spec 3 profanity config). */
export interface ProfanityListRequest {
  startIndex?: number;
}
/** Profanity lexicon answer; completeFlag 1 when the last slice was sent. */
export interface ProfanityListResponse {
  lexicon: string[];
  filterMode: 'reject' | 'replace';
  completeFlag: 0 | 1;
  nextStartIndex: number;
  version: number;
  expiredTime: number;
}
