import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db';
import { MIGRATIONS, migrate } from './migrations';

let db: Db | undefined;
let dir = '';
afterEach(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('im migrations on SQLite', () => {
  it('clusters the hot tables on their keys and keeps the rows already stored', async () => {
    dir = mkdtempSync(join(tmpdir(), 'im-mig-'));
    db = openDb(`sqlite:${join(dir, 'im.db')}`);
    const k = db.kysely as unknown as Kysely<unknown>;
    // The schema as released before migration 3, with a stored message, timeline entry and conversation.
    for (const m of MIGRATIONS.filter((x) => x.id < 3)) await m.up(k, 'sqlite');
    await sql`insert into im_messages (scope, seq, id, conv_type, from_id, to_id, random, time, body)
      values ('a:b', 1, 'a:b#1', 'C2C', 'a', 'b', 7, 100, '{}')`.execute(k);
    await sql`insert into im_timeline (user_id, cursor, kind, conv_id, ref_key, ref_seq, time)
      values ('b', 1, 'message', 'C2Ca', 'a:b', 1, 100)`.execute(k);
    await sql`insert into im_conversations (owner_id, conv_id, conv_type) values ('b', 'C2Ca', 'C2C')`.execute(
      k,
    );
    await sql`create table im_migrations (id integer primary key, name text not null, run_at integer not null)`.execute(
      k,
    );
    await sql`insert into im_migrations values (1, 'core tables', 0), (2, 'dedup', 0)`.execute(k);

    expect(await migrate(k, 'sqlite')).toEqual(MIGRATIONS.slice(2).map((m) => m.id));

    const tables = await sql<{
      name: string;
      sql: string;
    }>`select name, sql from sqlite_master where type = 'table'
      and name in ('im_messages', 'im_timeline', 'im_conversations')`.execute(k);
    expect(tables.rows).toHaveLength(3);
    for (const t of tables.rows) expect(t.sql.toLowerCase()).toContain('without rowid');
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index'
      and tbl_name = 'im_messages' and name not like 'sqlite_%'`.execute(k);
    expect(indexes.rows.map((r) => r.name)).toEqual(['im_messages_random']);
    const counts = await sql<{
      n: number;
    }>`select (select count(*) from im_messages) + (select count(*) from im_timeline)
      + (select count(*) from im_conversations) as n`.execute(k);
    expect(counts.rows[0]!.n).toBe(3);
  });
});
