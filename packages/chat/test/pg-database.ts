import { randomBytes } from 'node:crypto';

/**
 * With TEST_DATABASE_URL: a fresh PostgreSQL database for one test service (dropped afterwards); null otherwise.
 * `pg` is the messaging service's driver, present wherever the service runs.
 */
export async function freshPgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const { default: pg } = await import('pg');
  const name = `chat_test_${randomBytes(5).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
