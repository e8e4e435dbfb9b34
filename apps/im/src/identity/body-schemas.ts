import { CMD } from '@tifo/protocol';
import { bodyKeys, loose, NO_BODY } from '../gateway/command';
import { loginSchema, profanityListSchema } from './session-commands';

/**
 * The schema each of this area's commands parses its body with, for the command table's check against the
 * protocol (src/commands.ts).
 */
export const sessionBodySchemas = {
  // Read as unknown, checked by hand for their own codes (see loginSchema).
  [CMD.LOGIN]: loose(loginSchema, 'SDKAppID', 'userID', 'userSig'),
  // Not read: the SDK sends type 0, and every logout ends the session the same way.
  [CMD.LOGOUT]: bodyKeys('type'),
  [CMD.HELLO]: NO_BODY,
  [CMD.PING]: NO_BODY,
  [CMD.COMMERCIAL_CONFIG]: NO_BODY,
  [CMD.PROFANITY_LIST]: profanityListSchema,
} as const;
