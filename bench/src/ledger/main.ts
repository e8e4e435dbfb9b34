// npm run bench:ledger — gift transfers per second with p50/p99 through the ledger (modules/ledger), beside a
// baseline of the same transaction as plain inserts and updates (plain-gift.ts), on SQLite and on PostgreSQL, in
// the same run. Each database is fresh (SQLite in a temp folder; PostgreSQL a database created on the given
// server and dropped after). 200 funded senders give to 20 anchors, with BENCH_LEDGER_IN_FLIGHT gifts in flight
// (default 32: an API node's concurrent requests over its pool of 10 connections); the phases alternate
// ledger/baseline in rounds so the shared machine's drift hits both. Reconciliation must pass after the run.
//
//   BENCH_LEDGER_PG=postgres://postgres@127.0.0.1:5432/postgres (default; "off" skips PostgreSQL)
//   BENCH_LEDGER_GIFTS=30000 (per kind and database)  BENCH_LEDGER_ROUNDS=3  BENCH_LEDGER_IN_FLIGHT=32
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPgDatabase } from '../../../test-support/pg-database';
import { openDatabase } from '../../../apps/api/src/db/database';
import type { Db } from '../../../apps/api/src/db/database';
import { migrateToLatest } from '../../../apps/api/src/db/migrate';
import { Ledger } from '../../../apps/api/src/modules/ledger';
import type { Posting } from '../../../apps/api/src/modules/ledger';
import { createPlainTables, plainGift } from './plain-gift';
import { combine, runPhase } from './stats';
import type { PhaseResult } from './stats';

const PG_URL = process.env.BENCH_LEDGER_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GIFTS = Number(process.env.BENCH_LEDGER_GIFTS ?? 30_000);
const ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 3);
const IN_FLIGHT = Number(process.env.BENCH_LEDGER_IN_FLIGHT ?? 32);
const SENDERS = 200;
const ANCHORS = 20;
const TARGETS = { sqlite: 3000, postgres: 1000 } as const;
const TARGET_P99_MS = 50;
/** The spec's gift quantities times a few prices: gift amounts of very different sizes. */
const PRICES = [1, 10, 66, 88, 100, 520, 1314];

interface Bench {
  name: 'sqlite' | 'postgres';
  db: Db;
  drop(): Promise<void>;
}

async function openSqlite(): Promise<Bench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-bench-ledger-'));
  const db = openDatabase({ sqliteFile: path.join(dir, 'tifo.db') });
  return { name: 'sqlite', db, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function openPostgres(adminUrl: string): Promise<Bench> {
  const fresh = await freshPgDatabase('tifo_bench_ledger', adminUrl);
  if (!fresh) throw new Error('no PostgreSQL admin URL');
  const db = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
  return { name: 'postgres', db, drop: fresh.drop };
}

const senderOf = (i: number): number => 1 + (i % SENDERS);
const anchorOf = (i: number): number => 10_001 + ((i * 7) % ANCHORS);
const priceOf = (i: number): number => PRICES[i % PRICES.length]!;

function giftPostings(i: number): Posting[] {
  const price = priceOf(i);
  return [
    { currency: 'diamond', from: { userId: senderOf(i) }, to: { system: 'revenue' }, amount: price },
    {
      currency: 'anchor_point',
      from: { system: 'anchor_payable' },
      to: { userId: anchorOf(i) },
      amount: Math.floor(price * 0.5) || 1,
    },
  ];
}

const fmt = (r: PhaseResult): string =>
  `${Math.round(r.perSecond).toString().padStart(6)}/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  max ${r.max.toFixed(1).padStart(6)} ms  (${r.count} in ${r.seconds.toFixed(2)} s)`;

async function benchOne(bench: Bench): Promise<{ ledger: PhaseResult; plain: PhaseResult; ok: boolean }> {
  await migrateToLatest(bench.db);
  const ledger = new Ledger(bench.db, Date.now);
  const users = [
    ...Array.from({ length: SENDERS }, (_, i) => i + 1),
    ...Array.from({ length: ANCHORS }, (_, i) => 10_001 + i),
  ];
  await createPlainTables(bench.db.kysely, bench.name === 'postgres', users);
  for (let s = 1; s <= SENDERS; s++) {
    await ledger.transfer({
      key: `fund:${s}`,
      kind: 'recharge',
      postings: [
        {
          currency: 'diamond',
          from: { system: 'recharge_clearing' },
          to: { userId: s },
          amount: 1_000_000_000,
        },
      ],
    });
  }
  let seq = 0;
  const ledgerGift = async (): Promise<void> => {
    const i = seq++;
    await ledger.transfer({
      key: `gift:${i}`,
      kind: 'gift',
      postings: giftPostings(i),
      memo: { giftId: 1 + (i % 12), count: 1, roomId: anchorOf(i) },
    });
  };
  const plain = async (): Promise<void> => {
    const i = seq++;
    const price = priceOf(i);
    await plainGift(
      bench.db.kysely,
      {
        key: `gift:${i}`,
        sender: senderOf(i),
        anchor: anchorOf(i),
        price,
        share: Math.floor(price * 0.5) || 1,
        memo: JSON.stringify({ giftId: 1 + (i % 12), count: 1, roomId: anchorOf(i) }),
      },
      Date.now(),
    );
  };
  // Warm-up: JIT, caches, the pool's connections.
  await runPhase(1000, IN_FLIGHT, ledgerGift);
  await runPhase(1000, IN_FLIGHT, plain);
  const ledgerPhases: PhaseResult[] = [];
  const plainPhases: PhaseResult[] = [];
  const perRound = Math.ceil(GIFTS / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    plainPhases.push(await runPhase(perRound, IN_FLIGHT, plain));
    ledgerPhases.push(await runPhase(perRound, IN_FLIGHT, ledgerGift));
  }
  const report = await ledger.reconcile();
  if (!report.ok) console.log(report.problems);
  return { ledger: combine(ledgerPhases), plain: combine(plainPhases), ok: report.ok };
}

async function main(): Promise<void> {
  console.log(
    `bench:ledger  ${GIFTS} gifts per kind, ${ROUNDS} alternated rounds, ${IN_FLIGHT} in flight, ${SENDERS} senders -> ${ANCHORS} anchors`,
  );
  const opens: Array<() => Promise<Bench>> = [openSqlite];
  if (PG_URL !== 'off') opens.push(() => openPostgres(PG_URL));
  let failed = false;
  for (const open of opens) {
    const bench = await open();
    try {
      const r = await benchOne(bench);
      const met = r.ledger.perSecond >= TARGETS[bench.name] && r.ledger.p99 <= TARGET_P99_MS && r.ok;
      failed ||= !met;
      console.log(`\n${bench.name}`);
      console.log(`  baseline (plain SQL)  ${fmt(r.plain)}`);
      console.log(`  ledger                ${fmt(r.ledger)}`);
      console.log(
        `  ledger / baseline     ${(r.ledger.perSecond / r.plain.perSecond).toFixed(2)}x throughput`,
      );
      console.log(`  reconcile after run   ${r.ok ? 'ok' : 'FAILED'}`);
      console.log(
        `  target >= ${TARGETS[bench.name]}/s, p99 <= ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'}`,
      );
    } finally {
      await bench.db.close();
      await bench.drop();
    }
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
