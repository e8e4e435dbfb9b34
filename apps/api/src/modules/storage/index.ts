import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { resolveFfmpeg } from './ffmpeg';
import { LocalStore } from './local-store';
import { registerObjectRoutes } from './object-routes';
import { registerStorageRoutes } from './routes';
import { S3Store } from './s3-store';
import { StorageService } from './service';

export { loadStorageConfig } from './config';
export type { StorageConfig } from './config';

/** STORAGE_SECRET, else a random key kept in DATA_DIR (readable by the owner only) so URLs survive restarts. */
function localSecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, '.storage-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** File storage: presigned uploads to the local disk or an S3-compatible bucket (README.md here). */
export function register(app: FastifyInstance, ctx: AppContext): void {
  const config = ctx.config.storage;
  let store;
  if (config.s3) {
    store = new S3Store(config.s3);
  } else {
    const secret = localSecret(config.secret, ctx.config.dataDir);
    const local = new LocalStore(config.dir, secret, config.publicBase);
    registerObjectRoutes(app, local, secret, ctx.now);
    store = local;
  }
  const service = new StorageService(store, config.putTtlSeconds, resolveFfmpeg(config.ffmpegPath), ctx.now);
  registerStorageRoutes(app, ctx, service);
}
