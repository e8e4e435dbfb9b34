import type { Logger } from 'pino';
import type { Db } from '../../db/database';

/** Why a code was sent; a code only verifies for its own purpose. */
export type SmsPurpose = 'register' | 'reset' | 'bind';

/** One text message carrying a verification code. */
export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  text: string;
}

/** Sends text messages. A real gateway implements this; the default writes to the outbox. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** A mobile number as logs may show it: the last 4 digits only. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : '****';
}

/**
 * The default provider: no SMS gateway is reachable, so messages go to table `sms_outbox`, where operators (and
 * the browser tests) read them. The log says that a message was queued, never its text or code: logs travel
 * further than the database (collectors, support tickets), and a code there logs anyone in.
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.kysely
      .insertInto('sms_outbox')
      .values({
        mobile: message.mobile,
        code: message.code,
        purpose: message.purpose,
        message: message.text,
        created_at: this.now(),
      })
      .execute();
    this.log.info(
      { mobile: maskMobile(message.mobile), purpose: message.purpose },
      'sms queued in the outbox',
    );
  }
}
