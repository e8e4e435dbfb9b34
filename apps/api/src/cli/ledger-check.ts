import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { reconcileLedger } from '../modules/ledger';
import type { ReconcileReport } from '../modules/ledger';

// `npm run ledger:check`: reconciles the ledger of the database the API uses (DATA_DIR / DATABASE_URL, as
// `npm start`). Exit code 0 when the books hold, 1 with the problems listed, 2 when the database cannot be read.
// It only reads: no migration runs and no SQLite file is created.

/** The report as the operator reads it. */
export function formatReport(where: string, report: ReconcileReport): string {
  const lines = [
    `ledger check: ${where}`,
    `transfers ${report.transfers}, entries ${report.entries}, user accounts ${report.accounts}, open holds ${report.openHolds}`,
    `sums per currency: ${
      Object.entries(report.sums)
        .map(([c, s]) => `${c} ${s}`)
        .join(', ') || 'no entries'
    }`,
    `system accounts: ${
      Object.entries(report.systemBalances)
        .map(([a, s]) => `${a} ${s}`)
        .join(', ') || 'none'
    }`,
  ];
  if (report.ok)
    lines.push('OK: sums are zero, cached balances and holds equal their entries, none negative');
  else {
    lines.push(
      `FAILED: ${report.problems.length} problem(s)${report.problems.length >= 50 ? ' (first 50)' : ''}`,
    );
    for (const p of report.problems) lines.push(`  [${p.check}] ${p.detail}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Runs the check against the environment's database; returns the exit code. */
export async function runLedgerCheck(env: NodeJS.ProcessEnv, out: (text: string) => void): Promise<number> {
  const config = loadConfig(env);
  const sqliteFile = path.join(config.dataDir, 'tifo.db');
  if (!config.databaseUrl && !fs.existsSync(sqliteFile)) {
    out(`ledger check: no database at ${sqliteFile} (set DATA_DIR or DATABASE_URL)\n`);
    return 2;
  }
  const where = config.databaseUrl
    ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}`
    : sqliteFile;
  const db = openDatabase({ databaseUrl: config.databaseUrl || undefined, sqliteFile });
  try {
    try {
      await sql`SELECT 1 FROM ledger_transfers WHERE 1 = 0`.execute(db.kysely);
    } catch (error) {
      out(
        `ledger check: ${where}: cannot read the ledger (${(error as Error).message}); has the API run its migrations?\n`,
      );
      return 2;
    }
    const report = await reconcileLedger(db.kysely);
    out(formatReport(where, report));
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runLedgerCheck(process.env, (text) => process.stdout.write(text));
}
