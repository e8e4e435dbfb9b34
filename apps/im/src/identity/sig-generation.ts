import { KICK_TYPE } from '@tifo/protocol';
import type { ImContext } from '../context';
import type { Connection } from '../gateway/connection';
import { kickConnection } from '../gateway/delivery';
import { ensureUsers } from '../storage/users';

/** The signature generation each logged-in connection was admitted with (kept beside the connection). */
const admitted = new WeakMap<Connection, number>();

/** Records the generation of the signature a connection logged in with. */
export function admitGeneration(conn: Connection, generation: number): void {
  admitted.set(conn, generation);
}

/** The lowest signature generation a user's logins must carry (0 until the API revokes one). */
export async function minGeneration(ctx: ImContext, userID: string): Promise<number> {
  const row = await ctx.db.kysely
    .selectFrom('im_users')
    .select('min_sig_gen')
    .where('user_id', '=', userID)
    .executeTakeFirst();
  return Number(row?.min_sig_gen ?? 0);
}

/**
 * Raises a user's minimum signature generation to `generation` (it never goes down: the highest ever received
 * stays) and answers the stored value. One statement, so concurrent calls and several nodes agree.
 */
export async function raiseMinGeneration(
  ctx: ImContext,
  userID: string,
  generation: number,
): Promise<number> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await ensureUsers(trx, [userID], Math.floor(Date.now() / 1000));
    const row = await trx
      .updateTable('im_users')
      .set((eb) => ({
        min_sig_gen: eb
          .case()
          .when('min_sig_gen', '<', generation)
          .then(generation)
          .else(eb.ref('min_sig_gen'))
          .end(),
      }))
      .where('user_id', '=', userID)
      .returning('min_sig_gen')
      .executeTakeFirstOrThrow();
    return Number(row.min_sig_gen);
  });
}

/** Ends this node's sessions of `userID` admitted below `generation`, with the REST kick (type 3). */
export function kickBelowGeneration(ctx: ImContext, userID: string, generation: number): void {
  for (const conn of [...ctx.registry.ofUser(userID)]) {
    if ((admitted.get(conn) ?? 0) < generation) kickConnection(ctx, conn, KICK_TYPE.REST_API);
  }
}
