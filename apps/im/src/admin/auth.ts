import { verifyUserSig } from '@tifo/protocol/node';
import type { ImContext } from '../context';
import { ImError } from '../errors';

/** The identifier the admin API signs as. */
export const ADMIN_IDENTIFIER = 'administrator';

/** Checks `?sdkappid=&identifier=administrator&usersig=` (a userSig for `administrator` signed with IM_SECRET). */
export function checkAdmin(ctx: ImContext, query: Record<string, unknown>): void {
  const usersig = typeof query.usersig === 'string' ? query.usersig : '';
  if (!query.sdkappid) throw new ImError('NO_SDKAPPID');
  if (query.identifier !== ADMIN_IDENTIFIER)
    throw new ImError('NO_PERMISSION', 'identifier must be administrator');
  if (!usersig) throw new ImError('NO_USERSIG');
  if (Number(query.sdkappid) !== ctx.config.sdkAppID) throw new ImError('USERSIG_WRONG_APP');
  const r = verifyUserSig({
    secret: ctx.config.secret,
    userSig: usersig,
    sdkAppID: ctx.config.sdkAppID,
    userID: ADMIN_IDENTIFIER,
  });
  if (!r.ok) throw new ImError(r.problem === 'expired' ? 'USERSIG_EXPIRED' : 'USERSIG_INVALID');
}
