import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerSmsRoutes, type MobileOwnerLookup } from './routes';
import { SmsSender } from './sms-sender';

/**
 * SMS verification codes through an SmsProvider (default: the outbox table and the log). `ownerOf` tells whether
 * a mobile has an account (the registry passes the accounts' lookup).
 */
export function register(app: FastifyInstance, ctx: AppContext, ownerOf: MobileOwnerLookup): void {
  registerSmsRoutes(app, ctx, new SmsSender(ctx), ownerOf);
}

export { SmsCodes } from './sms-codes';
export type { MobileOwnerLookup } from './routes';
export { OutboxSmsProvider } from './provider';
export type { SmsProvider, SmsPurpose, SmsMessage } from './provider';
