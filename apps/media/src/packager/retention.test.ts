import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { RecordingRetention } from './retention';

describe('recordings retention', () => {
  let dir: string;
  const now = Date.now();
  const hour = 3600_000;

  async function file(name: string, bytes: number, ageMs: number) {
    const path = join(dir, name);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, Buffer.alloc(bytes));
    const t = (now - ageMs) / 1000;
    await utimes(path, t, t);
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'retention-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('removes files past the age limit, then the oldest until the total fits, never a file in use', async () => {
    await file('room-1/a-00000.ts', 100, 50 * hour); // too old
    await file('room-1/a-00001.ts', 100, 10 * hour);
    await file('room-2/b-00000.ts', 100, 5 * hour);
    await file('room-2/b-00001.ts', 100, 2 * hour);
    await file('room-2/b-00002.ts', 500, 10_000); // being written: kept even over the size limit
    const retention = new RecordingRetention(dir, 48 * hour, 700, createLogger('silent'));
    const removed = await retention.sweep(now);
    expect(removed.map((p) => p.slice(dir.length + 1)).sort()).toEqual([
      'room-1/a-00000.ts',
      'room-1/a-00001.ts',
    ]);
    expect((await readdir(join(dir, 'room-2'))).sort()).toEqual(['b-00000.ts', 'b-00001.ts', 'b-00002.ts']);
  });
});
