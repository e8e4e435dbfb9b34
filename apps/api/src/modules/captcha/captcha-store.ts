import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** How long an image captcha stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Image captchas in table `captchas`, keyed by a client-chosen key: a new image for the same key replaces the
 * old one, and every check uses the captcha up, right or wrong, so a captcha cannot be guessed repeatedly.
 */
export class CaptchaStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Draws a new captcha for `key`, stores its text and returns the SVG. */
  async create(key: string): Promise<string> {
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 2,
      color: true,
      background: '#f5f7fa',
      // Characters people confuse are left out.
      ignoreChars: '0oO1iIlL',
    });
    const now = this.now();
    await this.db.kysely
      .insertInto('captchas')
      .values({ key, text, created_at: now, expires_at: now + CAPTCHA_TTL_MS, used_at: null })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ text, created_at: now, expires_at: now + CAPTCHA_TTL_MS, used_at: null }),
      )
      .execute();
    // Expired captchas are useless; dropping them here keeps the table small without a timer.
    await this.db.kysely
      .deleteFrom('captchas')
      .where('expires_at', '<', now - CAPTCHA_TTL_MS)
      .execute();
    return data;
  }

  /** Uses up the captcha of `key`; throws CAPTCHA_INVALID unless `answer` matches (case-insensitive) in time. */
  async consume(key: string, answer: string): Promise<void> {
    const now = this.now();
    const row = await this.db.kysely
      .selectFrom('captchas')
      .select(['id', 'text', 'expires_at', 'used_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) throw new ApiError('CAPTCHA_INVALID');
    const used = await this.db.kysely
      .updateTable('captchas')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // A concurrent check that used it first wins; this one fails like a wrong answer.
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError('CAPTCHA_INVALID');
    if (row.text.toLowerCase() !== answer.trim().toLowerCase()) throw new ApiError('CAPTCHA_INVALID');
  }
}
