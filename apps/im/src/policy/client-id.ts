import { ImError } from '../errors';

/**
 * The ID a client made for its message, checked before the service keeps it (Tencent keeps the client's ID, and
 * hosts key their lists by it). It must be the SDK's `${from}-${clientSequence}-${random}` for this sender and
 * this random, so a client can neither take an ID of another user nor give two messages one ID (a second send
 * with the same random is a resend, answered with the first message). Absent: the service makes one.
 */
export function clientMessageID(from: string, random: number, ID: string | undefined): string {
  if (ID === undefined || ID === '') return '';
  const prefix = `${from}-`;
  const rest = ID.startsWith(prefix) ? ID.slice(prefix.length) : '';
  const match = /^(\d{1,16})-(\d{1,10})$/.exec(rest);
  if (!match || Number(match[2]) !== random)
    throw new ImError(
      'INVALID_PARAMETER',
      'ID: must be `${from}-${clientSequence}-${random}` of this message',
    );
  return ID;
}
