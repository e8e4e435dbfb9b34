/**
 * Server identities, reserved display names and server-owned group IDs: the names users must never be able to
 * take or speak as. Shared by the messaging service (login, sends) and the API (profile edit).
 */

/** The user ID the admin API signs as and the default sender of server messages (live scores, notices). */
export const ADMIN_USER_ID = 'administrator';
/** The sender of admin broadcasts (shown by the SDK in conversation `C2Cbroadcast`). */
export const BROADCAST_USER_ID = 'broadcast';

/** User IDs only the server speaks as: they cannot log in over the WebSocket nor be written to by users. */
export const SERVER_IDENTITIES: readonly string[] = [ADMIN_USER_ID, BROADCAST_USER_ID];

/**
 * Display names (nick) nobody may choose: they read as the operator or the system. Compared after
 * `normalizeName`, so case, width, spaces and separators do not get around them.
 */
export const RESERVED_NAMES: readonly string[] = [
  ...SERVER_IDENTITIES,
  'C2Cbroadcast',
  'admin',
  'administrador',
  'root',
  'system',
  'sistema',
  'official',
  'oficial',
  'moderator',
  'moderador',
  'support',
  'suporte',
  'tifo',
  '管理员',
  '系统',
  '官方',
  '客服',
  '系统消息',
];

/**
 * A name folded for comparison: Unicode NFKC (full-width letters become ASCII), lower case, and without
 * whitespace, invisible format characters, punctuation and symbols (people dodge a list with a d m i n,
 * ad_min, ad.min, ad-min, ad·min).
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Cf}\p{P}\p{S}]+/gu, '');
}

const RESERVED = new Set(RESERVED_NAMES.map(normalizeName));

/** True when `name` is, once normalised, one of RESERVED_NAMES (e.g. "Admin", "ＡＤＭＩＮ", "ad min", "管理员"). */
export function isReservedName(name: string): boolean {
  return RESERVED.has(normalizeName(name));
}

/** True for a server identity; case-insensitive, so "Administrator" cannot pass for a user either. */
export function isServerIdentity(userID: string): boolean {
  const folded = userID.toLowerCase();
  return SERVER_IDENTITIES.some((id) => id === folded);
}

/**
 * The server-owned groups of the product (spec 2 and the live-score room), created by the messaging service at
 * start-up and reserved: users cannot create these IDs in any letter case, and only the server posts in them.
 */
export const DEFAULT_SERVER_GROUP_IDS: readonly string[] = ['NOTIFY_ROOM', 'GROUPNOTIFY_ROOM', 'LIVE_SCORE'];

/**
 * Group ID prefixes only the server (admin API) may create, compared in any letter case: the API names each
 * live room's chat `LIVE_<liveid>`, so a user who took such an ID first would own a room's chat.
 */
export const SERVER_GROUP_ID_PREFIXES: readonly string[] = ['LIVE_'];

/** True when `groupID` starts with a server-only prefix (any letter case). */
export function hasServerGroupIDPrefix(groupID: string): boolean {
  const folded = groupID.toUpperCase();
  return SERVER_GROUP_ID_PREFIXES.some((p) => folded.startsWith(p));
}

/** User IDs of guests (visitors the API signs in without an account) start with this. */
export const GUEST_USER_ID_PREFIX = 'guest_';

/** True for a guest's user ID (the API issues `guest_<hex>`). */
export function isGuestUserID(userID: string): boolean {
  return userID.startsWith(GUEST_USER_ID_PREFIX);
}
