import type { Kysely } from 'kysely';
import type { WireMessage } from '@tifo/protocol';
import type { Database } from './schema';
import { fromRow, RESEND_WINDOW } from './message-row';

/**
 * The stored message a send repeats (same conversation, sender and random within a day), if any:
 * a client that resends after a lost answer gets the original back instead of a duplicate.
 *
 * On PostgreSQL call it inside the send's transaction, after the statement that takes the conversation's
 * sequence (which row-locks the pair or group): two concurrent sends of the same message then queue on that lock,
 * and the second one sees the first one's committed row here (READ COMMITTED reads anew per statement).
 */
export async function findResend(
  db: Kysely<Database>,
  scope: string,
  from: string,
  random: number,
  now: number,
): Promise<WireMessage | undefined> {
  const row = await db
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', scope)
    .where('random', '=', random)
    .where('from_id', '=', from)
    .where('time', '>=', now - RESEND_WINDOW)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/**
 * Thrown inside a send's transaction when the message is a resend: it rolls back the sequence just taken and
 * carries the stored original out to the caller.
 */
export class ResendFound extends Error {
  constructor(readonly original: WireMessage) {
    super('resend of a stored message');
  }
}

/** Runs a send's transaction; a `ResendFound` thrown inside it becomes the stored original. */
export async function unlessResent<T>(
  run: () => Promise<T>,
): Promise<{ resent: false; value: T } | { resent: true; original: WireMessage }> {
  try {
    return { resent: false, value: await run() };
  } catch (error) {
    if (error instanceof ResendFound) return { resent: true, original: error.original };
    throw error;
  }
}
