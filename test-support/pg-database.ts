// A fresh PostgreSQL database for one test (or bench) run, dropped afterwards: the one helper every package's tests
// use when TEST_DATABASE_URL is set. It lives outside the packages and is imported by relative path, so no
// package depends on another's tests; `pg` is a dependency of the API and the messaging service, hoisted to the root.
import { randomBytes } from 'node:crypto';

/** A database made for one run: its URL, and how to drop it (closing whatever still holds it). */
export interface FreshPgDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database named `<prefix>_<random hex>` on the server of `adminUrl` (by default
 * TEST_DATABASE_URL); null when there is no such URL, so a caller runs on SQLite only.
 */
export async function freshPgDatabase(
  prefix: string,
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<FreshPgDatabase | null> {
  if (!adminUrl) return null;
  // Loaded only when PostgreSQL is used, so SQLite-only runs never need the driver.
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
