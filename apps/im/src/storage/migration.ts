import type { Kysely } from 'kysely';

/** A numbered migration; the same code runs on SQLite and PostgreSQL. */
export interface Migration {
  id: number;
  name: string;
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** The database a migration runs on (a few storage details differ). */
export type Dialect = 'sqlite' | 'postgres';
