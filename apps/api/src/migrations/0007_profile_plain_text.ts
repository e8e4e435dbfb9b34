import { sql, type Kysely } from 'kysely';
import { toPlainText } from '../modules/accounts';

/** The free-text profile fields that are stored as plain text. */
const FIELDS = ['signature', 'city', 'career'] as const;

/**
 * Profiles written before free text was stored as plain text: markup is removed from the signature, city and
 * career that hold a `<` (the only rows toPlainText can change in a way that matters), as editUserInfo now does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; signature: string; city: string; career: string }>`
    SELECT id, signature, city, career FROM users
    WHERE signature LIKE '%<%' OR city LIKE '%<%' OR career LIKE '%<%'`.execute(db);
  for (const row of rows) {
    const [signature, city, career] = FIELDS.map((field) => toPlainText(row[field] ?? ''));
    await sql`UPDATE users SET signature = ${signature}, city = ${city}, career = ${career}
      WHERE id = ${row.id}`.execute(db);
  }
}

/** Nothing to undo: the markup is not kept. */
export async function down(): Promise<void> {}
