import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startImServer } from '@tifo/im';
import type { ImServer } from '@tifo/im';

/** The shared secret and application the cross-service tests sign with. */
export const IM_TEST_SECRET = 'shared';
export const IM_TEST_SDKAPPID = 1400000001;

/**
 * A real messaging service on random ports with its own SQLite file, for the API's cross-service tests.
 * `baseUrl` is the admin listener (what the API's admin client calls); `publicUrl` the public one (WebSocket
 * gateway at /im, long poll, health).
 */
export async function startTestImServer(): Promise<{
  im: ImServer;
  baseUrl: string;
  publicUrl: string;
  close(): Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-im-'));
  const im = await startImServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${path.join(dir, 'im.db')}`,
      secret: IM_TEST_SECRET,
      sdkAppID: IM_TEST_SDKAPPID,
      redisUrl: undefined,
      logLevel: 'silent',
    },
  });
  return {
    im,
    baseUrl: `http://127.0.0.1:${im.adminPort}`,
    publicUrl: `http://127.0.0.1:${im.port}`,
    async close() {
      await im.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
