import { wireMessage, type WireMessage } from './elements';

/**
 * A live-room message as protocol version 2 carries it (`liveMessages` pushes, long-poll answers): the fields a
 * message always has, and of the others only those that differ from their defaults. The room is the batch's
 * `groupID`, so `to` and `conversationType` ('GROUP') are left out too. A full WireMessage is also a valid
 * LiveWireMessage: a reader expands whatever it gets with `fullLiveMessage`.
 *
 * Why: a live room writes every batch to every viewer, and that is the room's egress. A batch of ten chat messages
 * was about 5 KB in full, mostly empty strings, zeros and false, so one room of 10,000 viewers at 40 messages a
 * second sent about 200 MB/s; lean a batch is about 2 KB (60% less), and a phone parses less JSON for every batch
 * of a busy room. The service's CPU per socket write did not move measurably on loopback (bench/README.md,
 * "Lean live messages"): that cost is per write, not per byte, at these sizes.
 */
export type LiveWireMessage = Pick<WireMessage, 'from' | 'random' | 'time' | 'elements'> &
  Partial<WireMessage>;

/** Fields a lean message always carries, whatever their value. */
const ALWAYS_SENT = new Set<string>(['ID', 'from', 'random', 'time', 'elements', 'broadcastSequence']);

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}

function isEmptyRecord(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.keys(value).length === 0
  );
}

/** True when `value` is what `wireMessage` would fill in for a field that was not sent. */
function isDefault(value: unknown, fallback: unknown): boolean {
  if (value === fallback) return true;
  if (isEmptyList(fallback)) return isEmptyList(value);
  if (isEmptyRecord(fallback)) return isEmptyRecord(value);
  return false;
}

/** The lean form of a message of the live room `groupID` (the inverse of `fullLiveMessage`). */
export function leanLiveMessage(message: WireMessage, groupID: string): LiveWireMessage {
  const defaults: Readonly<Record<string, unknown>> = {
    ...wireMessage({
      conversationType: 'GROUP',
      to: groupID,
      from: message.from,
      random: message.random,
      time: message.time,
      elements: message.elements,
    }),
  };
  const lean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message)) {
    if (value === undefined) continue;
    if (!ALWAYS_SENT.has(key) && key in defaults && isDefault(value, defaults[key])) continue;
    lean[key] = value;
  }
  return lean as LiveWireMessage;
}

/** The full message of the live room `groupID` from its lean form (or from a full one, which it returns alike). */
export function fullLiveMessage(message: LiveWireMessage, groupID: string): WireMessage {
  return wireMessage({ conversationType: 'GROUP', to: groupID, ...message });
}
