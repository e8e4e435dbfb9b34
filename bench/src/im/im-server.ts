import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImServer } from '@tifo/im';
import { serveChild } from './child';
import { BENCH_APP, BENCH_SECRET } from './sig';

// The messaging service as benchmarked: default settings, a fresh SQLite file, no send limit (the flood scenario
// sets BENCH_SERVICE_LIMITS=1: the default per-user send limit and live shedding, as deployed).
const dir = mkdtempSync(join(tmpdir(), 'im-bench-'));
const server = await startImServer({
  config: {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: `sqlite:${join(dir, 'im.db')}`,
    secret: BENCH_SECRET,
    sdkAppID: BENCH_APP,
    redisUrl: undefined,
    logLevel: 'warn',
    ...(process.env.BENCH_SERVICE_LIMITS === '1'
      ? {}
      : { sendRatePerSecond: 1_000_000, liveShedThreshold: 1_000_000, liveRoomUserRate: 1_000_000 }),
  },
});
serveChild(server.port, () => server.close());
