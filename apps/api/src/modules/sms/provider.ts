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

/**
 * The default provider: no SMS gateway is reachable, so messages go to table `sms_outbox` and the log, where
 * operators (and the browser tests) read them.
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
    this.log.info({ mobile: message.mobile, purpose: message.purpose, sms: message.text }, 'sms outbox');
  }
}
