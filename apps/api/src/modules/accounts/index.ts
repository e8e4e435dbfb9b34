import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AccountService } from './account-service';
import { registerAuthRoutes } from './auth-routes';
import { trackLastOnline } from './last-online';
import { registerProfileRoutes } from './profile-routes';
import { ImChatProfiles } from './chat-profiles';
import { ImSignatureRevoker } from './signature-revoker';
import { imAdminClientOf } from '../messaging';

/** Accounts: registration, login, profile, password and phone, guest identities, last_online tracking. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  // A logout waits for this call; a stuck messaging service must not hold it long.
  const messaging = imAdminClientOf(ctx, 2000);
  const accounts = new AccountService(
    ctx,
    new ImSignatureRevoker(messaging, ctx.log),
    new ImChatProfiles(messaging, ctx.log),
  );
  registerAuthRoutes(app, ctx, accounts);
  registerProfileRoutes(app, ctx, accounts);
  trackLastOnline(ctx);
}

export { buildUserInfo } from './user-info';
export { buildBasicInfo } from './user-views';
export { hashPassword, verifyPassword } from './password';
export { findUserByMobile } from './user-repo';
export { textWidth, toPlainText } from './edit-profile';
export { isVip } from './user-info';
