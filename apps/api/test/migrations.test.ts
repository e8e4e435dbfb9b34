import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { testDatabases } from './databases';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';

describe.each(testDatabases)('migrations on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => t.close());

  it('runs a lower-numbered migration that arrives after higher ones already ran', async () => {
    // Simulate a database migrated before 0004 existed (while 0100+ had run): forget 0004 and undo it.
    await sql`DELETE FROM kysely_migration WHERE name = '0004_users_invited_with'`.execute(t.ctx.db.kysely);
    await t.ctx.db.kysely.schema.alterTable('users').dropColumn('invited_with').execute();
    const ran = await migrateToLatest(t.ctx.db);
    expect(ran).toEqual(['0004_users_invited_with']);
    const row = await t.ctx.db.kysely
      .insertInto('users')
      .values({ account: 'm1', password_hash: 'x', nick_name: 'm1', invite_code: 'MIG001', regist_time: 1 })
      .returning('invited_with')
      .executeTakeFirstOrThrow();
    expect(row.invited_with).toBe('');
  });
});
