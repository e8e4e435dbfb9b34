import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../src/cli/ledger-check';
import { testDatabases } from './databases';
import { openLedgerFixture } from './ledger-helpers';
import type { LedgerFixture } from './ledger-helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function check(f: LedgerFixture): Promise<{ code: number; text: string }> {
  let text = '';
  const code = await runLedgerCheck({ ...f.env, LOG_LEVEL: 'silent' }, (t) => (text += t));
  return { code, text };
}

describe.each(testDatabases)('npm run ledger:check on $name', (database) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(database);
    await f.ledger.transfer({
      key: 'c1',
      kind: 'recharge',
      postings: [
        { currency: 'diamond', from: { system: 'recharge_clearing' }, to: { userId: 1 }, amount: 500 },
      ],
    });
    await f.ledger.transfer({
      key: 'c2',
      kind: 'gift',
      postings: [
        { currency: 'diamond', from: { userId: 1 }, to: { system: 'revenue' }, amount: 100 },
        { currency: 'anchor_point', from: { system: 'anchor_payable' }, to: { userId: 2 }, amount: 40 },
      ],
    });
    await f.ledger.transfer({
      key: 'c3',
      kind: 'withdraw',
      pending: true,
      postings: [
        { currency: 'anchor_point', from: { userId: 2 }, to: { system: 'payout_clearing' }, amount: 30 },
      ],
    });
  }, 30_000);
  afterAll(async () => f?.close());

  it('passes on sound books and prints the sums', async () => {
    const { code, text } = await check(f);
    expect(code).toBe(0);
    expect(text).toContain('transfers 3, entries 8, user accounts 2, open holds 1');
    expect(text).toContain('diamond 0');
    expect(text).toContain('revenue/diamond 100');
    expect(text).toMatch(/^OK/m);
  });

  it('finds a corrupted balance, a hold that does not match and a one-sided entry, with exit code 1', async () => {
    // What a feature writing a balance itself would do.
    await sql`UPDATE ledger_accounts SET available = available + 7 WHERE user_id = 1 AND currency = 'diamond'`.execute(
      f.db.kysely,
    );
    let result = await check(f);
    expect(result.code).toBe(1);
    expect(result.text).toContain('FAILED: 1 problem(s)');
    expect(result.text).toContain('[balance] user 1/diamond: available 407, entries sum 400');
    await sql`UPDATE ledger_accounts SET available = available - 7 WHERE user_id = 1 AND currency = 'diamond'`.execute(
      f.db.kysely,
    );

    await sql`UPDATE ledger_accounts SET held = 0, available = available + 30 WHERE user_id = 2`.execute(
      f.db.kysely,
    );
    result = await check(f);
    expect(result.code).toBe(1);
    expect(result.text).toContain('[held] user 2/anchor_point: held 0, open holds 30');
    expect(result.text).toContain('[balance] user 2/anchor_point: available 40, entries sum 10');
    await sql`UPDATE ledger_accounts SET held = 30, available = available - 30 WHERE user_id = 2`.execute(
      f.db.kysely,
    );

    await sql`INSERT INTO ledger_entries (transfer_id, user_id, system, currency, amount, balance_after, kind, reversal, created_at)
      VALUES (2, NULL, 'revenue', 'diamond', 5, NULL, 'gift', 0, 0)`.execute(f.db.kysely);
    result = await check(f);
    expect(result.code).toBe(1);
    expect(result.text).toContain('[currency_sum] diamond: entries sum to 5');
    expect(result.text).toContain('[transfer_sum] transfer 2 diamond: sum 5');
    await sql`DELETE FROM ledger_entries WHERE amount = 5 AND system = 'revenue'`.execute(f.db.kysely);
    expect((await check(f)).code).toBe(0);
  });

  it('runs as the npm script on the configured database', async () => {
    await sql`UPDATE ledger_accounts SET available = available + 1 WHERE user_id = 1 AND currency = 'diamond'`.execute(
      f.db.kysely,
    );
    const run = promisify(execFile)('npm', ['run', '--silent', 'ledger:check'], {
      cwd: repoRoot,
      env: { ...process.env, ...f.env, LOG_LEVEL: 'silent' },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('[balance] user 1/diamond: available 401, entries sum 400');
    await sql`UPDATE ledger_accounts SET available = available - 1 WHERE user_id = 1 AND currency = 'diamond'`.execute(
      f.db.kysely,
    );
  }, 90_000);

  it('says so when there is no database', async () => {
    let text = '';
    const code = await runLedgerCheck(
      { DATA_DIR: '/nonexistent/tifo', DATABASE_URL: '' },
      (t) => (text += t),
    );
    expect(code).toBe(2);
    expect(text).toContain('no database at /nonexistent/tifo/tifo.db');
  });
});
