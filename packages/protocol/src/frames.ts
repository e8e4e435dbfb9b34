/**
 * The three JSON frames on the wire. One WebSocket per client carries all of them.
 * A request is answered by exactly one response with the same `seq`; a push is unsolicited.
 */

/** A client request: `seq` is chosen by the client, unique per connection, echoed in the response. */
export interface RequestFrame<C extends string = string, B = unknown> {
  cmd: C;
  seq: number;
  body: B;
}

/** The answer to a request: `code` 0 is success, anything else is a row of the error table (codes.ts). */
export interface ResponseFrame<B = unknown> {
  seq: number;
  code: number;
  message: string;
  body: B;
}

/** A server push: `push` names the kind (pushes.ts), `body` its typed content. */
export interface PushFrame<P extends string = string, B = unknown> {
  push: P;
  body: B;
}

/** Any frame on the wire. */
export type Frame = RequestFrame | ResponseFrame | PushFrame;

/** True when the frame is a push (has a `push` name). */
export function isPushFrame(frame: unknown): frame is PushFrame {
  return typeof frame === 'object' && frame !== null && typeof (frame as PushFrame).push === 'string';
}

/** True when the frame is a response (numeric `seq` and `code`, no `cmd`). */
export function isResponseFrame(frame: unknown): frame is ResponseFrame {
  if (typeof frame !== 'object' || frame === null) return false;
  const f = frame as ResponseFrame & { cmd?: unknown };
  return typeof f.seq === 'number' && typeof f.code === 'number' && f.cmd === undefined;
}

/** WebSocket close codes used by the service: 4000 normal end, 4001 "reconnect", 4002 kicked. */
export const CLOSE_CODE = {
  NORMAL: 4000,
  RECONNECT: 4001,
  KICKED: 4002,
} as const;

/** Path of the WebSocket gateway and of every HTTP route of the service. */
export const IM_PATH = '/im';
/** HTTP long poll for live rooms (anonymous readers): POST {IM_PATH}/longpoll. */
export const LONG_POLL_PATH = '/im/longpoll';
