import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AccountService } from './account-service';
import { registerAuthRoutes } from './auth-routes';
import { trackLastOnline } from './last-online';
import { registerProfileRoutes } from './profile-routes';

/** Accounts: registration, login, profile, password and phone, guest identities, last_online tracking. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  const accounts = new AccountService(ctx);
  registerAuthRoutes(app, ctx, accounts);
  registerProfileRoutes(app, ctx, accounts);
  trackLastOnline(ctx);
}

export { buildUserInfo, buildBasicInfo } from './user-info';
export { hashPassword, verifyPassword } from './password';
