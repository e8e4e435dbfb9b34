import { CMD } from '@tifo/protocol';
import { sendC2CSchema } from './c2c-send';
import { mergerDownloadSchema, mergerUploadSchema } from './merger';
import { getExtensionsSchema, modifyExtensionsSchema } from './message-extensions';
import { deleteMessagesSchema, modifySchema, revokeSchema } from './message-ops';
import { peerReadTimeSchema, readReceiptSchema } from './read';
import { readReceiptMembersSchema } from './read-receipts';
import { revokedNotifySchema } from './revoked-notify';
import { ackSchema, syncSchema } from './sync';
import { translateSchema } from './translate';

/**
 * The schema each of this area's commands parses its body with, for the command table's check against the
 * protocol (src/commands.ts). msg.history and msg.markRead are the groups area's entries.
 */
export const messageBodySchemas = {
  [CMD.SEND_C2C]: sendC2CSchema,
  [CMD.REVOKE]: revokeSchema,
  [CMD.DELETE]: deleteMessagesSchema,
  [CMD.MODIFY]: modifySchema,
  [CMD.SYNC]: syncSchema,
  [CMD.ACK]: ackSchema,
  [CMD.PEER_READ_TIME]: peerReadTimeSchema,
  [CMD.SEND_READ_RECEIPT]: readReceiptSchema,
  [CMD.READ_RECEIPT_LIST]: readReceiptSchema,
  [CMD.READ_RECEIPT_MEMBERS]: readReceiptMembersSchema,
  [CMD.MSG_EXT_MODIFY]: modifyExtensionsSchema,
  [CMD.MSG_EXT_GET]: getExtensionsSchema,
  [CMD.MERGER_UPLOAD]: mergerUploadSchema,
  [CMD.MERGER_DOWNLOAD]: mergerDownloadSchema,
  [CMD.TRANSLATE_TEXT]: translateSchema,
  [CMD.GROUP_REVOKED_NOTIFY]: revokedNotifySchema,
} as const;
