/**
 * Sessions: login tokens (stored hashed) and who they belong to. No routes of its own: the context holds one
 * SessionService, and every route resolves its caller through it.
 */
export { SESSION_TTL_MS, SessionService } from './service';
export type { SessionUser } from './service';
