import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerSmsRoutes } from './routes';
import { SmsSender } from './sms-sender';

/** SMS verification codes through an SmsProvider (default: the outbox table and the log). */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerSmsRoutes(app, ctx, new SmsSender(ctx));
}

export { SmsCodes } from './sms-codes';
export { OutboxSmsProvider } from './provider';
export type { SmsProvider, SmsPurpose, SmsMessage } from './provider';
