// Reads what the API wrote to its SQLite file: image captcha texts and SMS codes (the SMS "gateway" is a table).
import Database from 'better-sqlite3';
import path from 'node:path';

function withDb<T>(fn: (db: Database.Database) => T): T {
  const dir = process.env.TIFO_E2E_DATA_DIR;
  if (!dir) throw new Error('TIFO_E2E_DATA_DIR is not set (run through playwright.config.ts)');
  const db = new Database(path.join(dir, 'tifo.db'), { readonly: true, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The text of the image captcha issued for `key`. */
export function captchaText(key: string): string | undefined {
  return withDb((db) => {
    const row = db.prepare('SELECT text FROM captchas WHERE key = ?').get(key) as
      { text: string } | undefined;
    return row?.text;
  });
}

/** The newest SMS code sent to `mobile`. */
export function latestSmsCode(mobile: string): string | undefined {
  return withDb((db) => {
    const row = db
      .prepare('SELECT code FROM sms_outbox WHERE mobile = ? ORDER BY created_at DESC, id DESC LIMIT 1')
      .get(mobile) as { code: string } | undefined;
    return row?.code;
  });
}

/** A phone number nobody registered yet in this run. */
export function freshMobile(): string {
  return `139${String(Date.now()).slice(-8)}`;
}
