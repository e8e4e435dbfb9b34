import { isGuestUserID } from '@tifo/protocol';
import { verifyUserSig } from '@tifo/protocol/node';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';

/** A site user's messaging ID: the user id as text (guests are `guest_...`, server identities are names). */
const SITE_USER_ID = /^[1-9]\d{0,15}$/;

/**
 * The user a chat login authorises to upload: the chat SDK uploads with the signature it logged in
 * with, so a host needs no API token. This API issued that signature (txim_sign) with the messaging secret, so it
 * verifies it itself, exactly as the messaging service does at login: application, user, expiry, and the user's
 * signature generation (a logout or password change voids older signatures here too). Guests hold valid
 * signatures but may not upload; server identities and unknown or disabled accounts may not either.
 */
export async function chatUploader(ctx: AppContext, userID: string, userSig: string): Promise<number> {
  const verified = verifyUserSig({
    secret: ctx.config.imSecret,
    sdkAppID: ctx.config.imSdkAppId,
    userSig,
    userID,
    now: ctx.now(),
  });
  if (!verified.ok) throw new ApiError('LOGIN_REQUIRED', `chat signature ${verified.problem}`);
  if (isGuestUserID(userID)) throw new ApiError('UPLOAD_GUEST');
  if (!SITE_USER_ID.test(userID)) throw new ApiError('FORBIDDEN', 'only site users upload files');
  const user = await ctx.db.kysely
    .selectFrom('users')
    .select(['id', 'status', 'sig_generation'])
    .where('id', '=', Number(userID))
    .executeTakeFirst();
  if (!user || user.status !== 1) throw new ApiError('LOGIN_REQUIRED');
  if (verified.claims.generation < user.sig_generation)
    throw new ApiError('LOGIN_REQUIRED', 'chat signature revoked');
  return user.id;
}
