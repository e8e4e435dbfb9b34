/**
 * The one error table of the messaging layer, shared by the service, the SDK and the docs
 * (packages/protocol/README.md repeats it; codes.test.ts checks that they agree).
 * Codes 2000-3123 are the SDK codes of spec section 8; 2xxxx/7xxxx/8xxxx/10xxx are server-side codes
 * in the ranges the spec counts as user-side failures.
 */
export const ERROR_CODES = {
  OK: { code: 0, message: 'ok' },
  NO_SDKAPPID: { code: 2000, message: 'no SDKAppID' },
  NO_ACCOUNT_TYPE: { code: 2001, message: 'no account type' },
  NO_IDENTIFIER: { code: 2002, message: 'no identifier' },
  NO_USERSIG: { code: 2003, message: 'no userSig' },
  NOT_LOGGED_IN: { code: 2024, message: 'user not logged in' },
  REPEAT_LOGIN: { code: 2025, message: 'repeat login' },
  MESSAGE_SEND_FAIL: { code: 2100, message: 'message send fail' },
  NOT_IN_LIVE_ROOM: { code: 2101, message: 'message send fail: not in the live chat room' },
  FILE_EMPTY: { code: 2108, message: 'file url must not be empty' },
  REVOKE_FAIL: { code: 2110, message: 'message revoke fail' },
  DELETE_FAIL: { code: 2111, message: 'message delete fail' },
  READ_RECEIPT_LIST_EMPTY: { code: 2114, message: 'read receipt message list empty' },
  TRANSLATE_TEXT_FAIL: { code: 2117, message: 'translate text fail' },
  IMAGE_SELECT: { code: 2251, message: 'select an image first' },
  IMAGE_TYPE: { code: 2252, message: 'image type not allowed' },
  IMAGE_SIZE: { code: 2253, message: 'image size over the limit (20 MB)' },
  AUDIO_SIZE: { code: 2301, message: 'audio size over the limit (20 MB)' },
  VIDEO_SIZE: { code: 2351, message: 'video size over the limit (100 MB)' },
  VIDEO_TYPE: { code: 2352, message: 'video type not allowed' },
  FILE_SIZE: { code: 2402, message: 'file size over the limit (100 MB)' },
  MERGER_TYPE_INVALID: { code: 2450, message: 'merger type invalid' },
  MERGER_KEY_INVALID: { code: 2451, message: 'merger key invalid' },
  MERGER_DOWNLOAD_FAIL: { code: 2452, message: 'merger download fail' },
  FORWARD_TYPE_INVALID: { code: 2453, message: 'forward type invalid' },
  MODIFY_CONFLICT: { code: 2480, message: 'message modify conflict' },
  CONVERSATION_NOT_FOUND: { code: 2500, message: 'conversation not found' },
  INVALID_CONVERSATION_ID: { code: 2503, message: 'invalid conversation ID' },
  ILLEGAL_GROUP_TYPE: { code: 2600, message: 'illegal group type' },
  ILLEGAL_GROUP_ID: { code: 2601, message: 'illegal group ID' },
  CANNOT_DISMISS_WORK: { code: 2602, message: 'cannot dismiss a work group' },
  GROUP_NOT_FOUND: { code: 2603, message: 'cannot find group' },
  CANNOT_CHANGE_OWNER_LIVE: { code: 2620, message: 'cannot change owner in a live room' },
  CANNOT_CHANGE_OWNER_SELF: { code: 2621, message: 'cannot change owner to self' },
  CANNOT_JOIN_WORK: { code: 2622, message: 'cannot join a work group' },
  MEMBER_NOT_IN_GROUP: { code: 2623, message: 'member not in group' },
  NOT_OWNER: { code: 2681, message: 'not owner' },
  CANNOT_SET_ROLE: { code: 2682, message: 'cannot set member role in work groups and live rooms' },
  INVALID_MEMBER_ROLE: { code: 2683, message: 'invalid member role' },
  CANNOT_SET_SELF_ROLE: { code: 2684, message: 'cannot set own member role' },
  CANNOT_MUTE_SELF: { code: 2685, message: 'cannot mute self' },
  BAN_DURATION_INVALID: { code: 2686, message: 'ban duration invalid' },
  NOT_MY_FRIEND: { code: 2700, message: 'not my friend' },
  ALREADY_MY_FRIEND: { code: 2701, message: 'already my friend' },
  FRIEND_GROUP_EXISTED: { code: 2710, message: 'friend group existed' },
  FRIEND_GROUP_NOT_EXIST: { code: 2711, message: 'friend group does not exist' },
  FRIEND_APPLICATION_NOT_EXIST: { code: 2716, message: 'friend application does not exist' },
  UPDATE_PROFILE_INVALID_PARAM: { code: 2721, message: 'update profile: invalid parameter' },
  UPDATE_PROFILE_NO_KEY: { code: 2722, message: 'update profile: no key to update' },
  CANNOT_ADD_SELF_TO_BLACKLIST: { code: 2742, message: 'cannot add self to blacklist' },
  NETWORK_ERROR: { code: 2800, message: 'network error' },
  NETWORK_TIMEOUT: { code: 2801, message: 'network timeout' },
  NO_NETWORK: { code: 2805, message: 'no network' },
  INVALID_OPERATION: { code: 2905, message: 'invalid operation' },
  OVER_FREQUENCY: { code: 2996, message: 'over frequency limit' },
  SDK_NOT_READY: { code: 2999, message: 'SDK not ready' },
  LOGIN_FAILED: { code: 3001, message: 'login failed' },
  KICKED_MULTI_DEVICE: { code: 3002, message: 'kicked out: logged in on another device' },
  KICKED_MULTI_ACCOUNT: { code: 3003, message: 'kicked out: another account logged in' },
  KICKED_SIG_EXPIRED: { code: 3004, message: 'kicked out: user signature expired' },
  KICKED_LOGGED_OUT: { code: 3005, message: 'kicked out: logged out' },
  KICKED_REST_API: { code: 3006, message: 'kicked out by the REST API' },
  PROFANITY_FOUND: { code: 3123, message: 'profanity found' },
  // Server-side codes (not in the SDK range).
  CANNOT_FIND_PROTOCOL: { code: 60001, message: 'cannot find protocol (unknown command)' },
  INVALID_PARAMETER: { code: 60003, message: 'invalid parameter' },
  USERSIG_INVALID: { code: 70001, message: 'userSig invalid' },
  USERSIG_EXPIRED: { code: 70002, message: 'userSig expired' },
  USERSIG_WRONG_APP: { code: 70003, message: 'userSig issued for another SDKAppID' },
  NO_PERMISSION: { code: 10007, message: 'no permission for this operation' },
  GROUP_ID_IN_USE: { code: 10021, message: 'group ID already in use' },
  GROUP_FULL: { code: 10014, message: 'group is full' },
  GROUP_JOIN_DISABLED: { code: 10013, message: 'this group does not accept join requests' },
  ANONYMOUS_NOT_ALLOWED: { code: 10015, message: 'anonymous users can only read live rooms' },
  MUTED: { code: 10017, message: 'muted in this group' },
  LIVE_BANNED: { code: 10101, message: 'banned from this live room' },
  LIVE_SPEAK_RESTRICTED: { code: 10102, message: 'only logged-in users / fans may speak in this room' },
  COMMERCIAL_ABILITY: { code: 10016, message: 'cannot use commercial ability (not purchased)' },
  MESSAGE_TOO_LARGE: { code: 80002, message: 'message too large (12 KB limit)' },
  MESSAGE_NOT_FOUND: { code: 20009, message: 'message not found' },
  EXTENSION_CONFLICT: { code: 23001, message: 'extension key changed since it was read (set again)' },
  USER_NOT_FOUND: { code: 20003, message: 'user not found' },
  BLACKLISTED: { code: 20007, message: 'blocked by the receiver (blacklist)' },
  FRIEND_ADD_DENIED: { code: 30516, message: 'the user does not accept friend requests' },
  FRIEND_ADD_BLACKLISTED: { code: 30525, message: 'blocked by the user (blacklist): friend request refused' },
  FRIEND_ADD_FORBIDDEN: { code: 30524, message: 'the administrator forbids your friend requests' },
  FRIEND_ADD_PENDING: { code: 30539, message: 'friend request sent: waiting for confirmation' },
  FRIEND_ADD_SELF: { code: 30530, message: 'cannot add yourself as a friend' },
  REVOKE_TIME_LIMIT: { code: 20016, message: 'message can no longer be revoked (2 minute limit)' },
  SERVER_OVERLOAD: { code: 2997, message: 'open service overload' },
  REQUEST_TIMEOUT: { code: 2998, message: 'server request timeout' },
  INTERNAL_ERROR: { code: 90001, message: 'internal server error' },
} as const;

/** Names of the rows of the error table. */
export type ErrorName = keyof typeof ERROR_CODES;

/** Every numeric code of the table. */
export type ErrorCode = (typeof ERROR_CODES)[ErrorName]['code'];

const BY_CODE = new Map<number, string>();
for (const row of Object.values(ERROR_CODES)) if (!BY_CODE.has(row.code)) BY_CODE.set(row.code, row.message);

/** The default message of a code (the table's text), or a generic one for unknown codes. */
export function errorMessage(code: number): string {
  return BY_CODE.get(code) ?? `error ${code}`;
}
