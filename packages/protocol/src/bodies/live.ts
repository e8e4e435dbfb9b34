/** Live rooms over HTTP long poll (anonymous readers), POST /im/longpoll. */

import type { LiveWireMessage } from '../live-wire';

/**
 * Long poll a live room: `key` from the join answer (or an anonymous join: POST /im/longpoll with only
 * {groupID}); the server holds the request up to `holdTime` seconds (max 90) until there is a message.
 * `protocolVersion` is the client's (version.ts); without it the answer is in version 1.
 */
export interface LongPollRequest {
  groupID: string;
  key?: string;
  startBroadcastSeq?: number;
  holdTime?: number;
  protocolVersion?: number;
}
/** Long poll answer: `code` 0 or an error code of the table; messages lean from protocol version 2 on. */
export interface LongPollResponse {
  code: number;
  message: string;
  key: string;
  nextBroadcastSeq: number;
  messageList: LiveWireMessage[];
}
