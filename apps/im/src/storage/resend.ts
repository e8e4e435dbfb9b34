import type { WireMessage } from '@tifo/protocol';
import type { Db } from './db';
import { fromRow, RESEND_WINDOW } from './message-row';

/**
 * The stored message a send repeats (same conversation, sender and random within a day), if any:
 * a client that resends after a lost answer gets the original back instead of a duplicate.
 */
export async function findResend(
  db: Db,
  scope: string,
  from: string,
  random: number,
  now: number,
): Promise<WireMessage | undefined> {
  const row = await db.kysely
    .selectFrom('im_messages')
    .selectAll()
    .where('scope', '=', scope)
    .where('random', '=', random)
    .where('from_id', '=', from)
    .where('time', '>=', now - RESEND_WINDOW)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}
