import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { SmsPurpose } from './provider';

/** How long an SMS code stays valid. */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses allowed on one code before it is burnt. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

function digest(mobile: string, code: string): Buffer {
  // Bound to the mobile so equal codes for different numbers do not share a hash.
  return createHash('sha256').update(`${mobile}:${code}`).digest();
}

/** A fresh 6-digit code. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Issued SMS codes (stored hashed in `sms_codes`) and their single-use verification. */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Records a code for a mobile and purpose. */
  async issue(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const now = this.now();
    await this.db.kysely
      .insertInto('sms_codes')
      .values({
        mobile,
        purpose,
        code_hash: digest(mobile, code).toString('hex'),
        created_at: now,
        expires_at: now + SMS_CODE_TTL_MS,
        consumed_at: null,
      })
      .execute();
  }

  /**
   * Uses up the newest live code of the mobile for one of the purposes; throws SMS_CODE_INVALID when there is
   * none, it is wrong (counting the attempt), or it has been guessed at too often.
   */
  async consume(mobile: string, purposes: readonly SmsPurpose[], code: string): Promise<void> {
    const now = this.now();
    const row = await this.db.kysely
      .selectFrom('sms_codes')
      .select(['id', 'code_hash', 'attempts'])
      .where('mobile', '=', mobile)
      .where('purpose', 'in', purposes)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw new ApiError('SMS_CODE_INVALID');
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = digest(mobile, code.trim());
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.db.kysely
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      throw new ApiError('SMS_CODE_INVALID');
    }
    const used = await this.db.kysely
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError('SMS_CODE_INVALID');
  }
}
