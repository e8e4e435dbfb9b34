/**
 * The version of the wire format this code speaks. A client names the version it speaks in the WebSocket address
 * (`?v=`, `PROTOCOL_VERSION_PARAM`) and in each long-poll request (`protocolVersion`); the service answers each
 * client in the highest version both speak, and takes a client that names none (or names nonsense) as version 1,
 * so an app still open from before a deploy keeps working against the new service.
 *
 * - 1: the first version.
 * - 2: live-room messages travel lean (`LiveWireMessage`, live-wire.ts) in `liveMessages` pushes and long-poll
 *   answers: without the room (the batch names it) and without the fields at their defaults.
 */
export const PROTOCOL_VERSION = 2;

/** The first version in which live-room messages travel lean. */
export const LEAN_LIVE_VERSION = 2;

/** The query parameter of the WebSocket address that names the client's protocol version. */
export const PROTOCOL_VERSION_PARAM = 'v';

/** The version a client named, as the service will speak it: 1 unless a whole number from 1 up, at most ours. */
export function protocolVersionOf(named: unknown): number {
  const n = typeof named === 'string' && /^\d{1,6}$/.test(named) ? Number(named) : named;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, PROTOCOL_VERSION);
}

/** A WebSocket address with this code's protocol version in its query (any query or fragment it had is kept). */
export function withProtocolVersion(address: string): string {
  const hash = address.indexOf('#');
  const base = hash === -1 ? address : address.slice(0, hash);
  const fragment = hash === -1 ? '' : address.slice(hash);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${PROTOCOL_VERSION_PARAM}=${PROTOCOL_VERSION}${fragment}`;
}
