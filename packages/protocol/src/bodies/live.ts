/** Live rooms over HTTP long poll (anonymous readers), POST /im/longpoll. */

import type { WireMessage } from '../elements';

/**
 * Long poll a live room: `key` from the join answer (or an anonymous join: POST /im/longpoll with only
 * {groupID}); the server holds the request up to `holdTime` seconds (max 90) until there is a message.
 */
export interface LongPollRequest {
  groupID: string;
  key?: string;
  startBroadcastSeq?: number;
  holdTime?: number;
}
/** Long poll answer: `code` 0 or an error code of the table. */
export interface LongPollResponse {
  code: number;
  message: string;
  key: string;
  nextBroadcastSeq: number;
  messageList: WireMessage[];
}
