import type { TestApp } from './test-app';
import { seedSports } from '../src/modules/sports';

/** A Saturday afternoon (UTC) with football under way in Europe; the engine's clock is fixed there in tests. */
export const SPORTS_NOW = Date.parse('2026-11-21T15:50:00Z');

/** Seeds the sports catalog as of SPORTS_NOW with a fixed seed (the same one the test app's engine uses). */
export async function seedTestSports(t: TestApp): Promise<void> {
  await seedSports(t.ctx.db, { now: SPORTS_NOW, seed: t.ctx.config.sports.seed });
  t.app.sports.reload();
}

/** Creates a user directly in the database and returns a login token for it. */
export async function createTestUser(
  t: TestApp,
  account: string,
): Promise<{ userId: number; token: string }> {
  const row = await t.ctx.db.kysely
    .insertInto('users')
    .values({
      account,
      mobile: null,
      password_hash: 'x',
      nick_name: account,
      invite_code: `I${account}`.slice(0, 16),
      invited_by: null,
      regist_time: SPORTS_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = Number(row.id);
  return { userId, token: await t.ctx.sessions.create(userId, 3) };
}
