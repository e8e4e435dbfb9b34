import type { RawData } from 'ws';

/** What one incoming frame asks for: a command to run, a refusal to answer, or nothing answerable. */
export type IncomingRequest =
  | { kind: 'command'; seq: number; cmd: string; body: unknown }
  | { kind: 'refuse'; seq: number; reason: string }
  | { kind: 'ignore'; reason: string };

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return Buffer.isBuffer(data) ? data.toString() : Buffer.from(data).toString();
}

/**
 * Reads a client frame. A frame whose `seq` is a finite number always gets an answer (a refusal when the rest is
 * unusable), so a client never waits for a request the server dropped; a frame without one cannot be answered
 * and is only counted. Binary frames are not part of the protocol (JSON text only).
 */
export function readRequest(data: RawData, isBinary: boolean): IncomingRequest {
  let frame: unknown;
  try {
    frame = JSON.parse(rawText(data));
  } catch {
    return { kind: 'ignore', reason: isBinary ? 'binary' : 'unparseable' };
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame))
    return { kind: 'ignore', reason: 'not an object' };
  const f = frame as { cmd?: unknown; seq?: unknown; body?: unknown };
  const seq = f.seq;
  if (typeof seq !== 'number' || !Number.isFinite(seq)) return { kind: 'ignore', reason: 'no seq' };
  if (isBinary) return { kind: 'refuse', seq, reason: 'binary frames are not accepted: send JSON text' };
  if (typeof f.cmd !== 'string') return { kind: 'refuse', seq, reason: 'cmd must be a string' };
  return { kind: 'command', seq, cmd: f.cmd, body: f.body };
}
