import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Db } from './database';
import { migrations } from '../migrations';

/** Serves the numbered migrations from code, so they ship with the app and run on both dialects. */
class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Features own number ranges (accounts 0001-0099, sports 0100-0199, ...), so a new migration in a lower range
  // can arrive after higher ones already ran on a database; it must still run rather than fail as "corrupted".
  const migrator = new Migrator({
    db: db.kysely,
    provider: new CodeMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
