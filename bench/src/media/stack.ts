// The whole product as `npm start` runs it (scripts/start.mjs: messaging, API, media service with its demo
// anchors), on the bench's ports and a fresh data folder; stopped by SIGTERM like Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findDescendant } from './proc';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Ports and folder of one bench run (HELPERS.md: each engineer has their own). */
export interface StackOptions {
  port: number;
  imPort: number;
  mediaHttpPort: number;
  rtmpPort: number;
  dataDir: string;
}

/** A running stack. */
export interface Stack extends StackOptions {
  baseUrl: string;
  mediaUrl: string;
  /** The media service's node process (looked up again on each call: the supervisor may restart it). */
  mediaPid(): number;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The latest Saturday 15:30 UTC before now (ISO). */
export function lastSaturdayAfternoon(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15, 30));
  while (d.getUTCDay() !== 6 || d.getTime() > now.getTime()) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString();
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts scripts/start.mjs and resolves once the API and the media service answer. */
export async function startStack(o: StackOptions): Promise<Stack> {
  // Something already on our ports would be measured instead of the stack started here.
  for (const port of [o.port, o.imPort, o.mediaHttpPort, o.rtmpPort]) {
    if (await listening(port)) throw new Error(`port ${port} is in use: stop what runs there or set PORT`);
  }
  mkdirSync(o.dataDir, { recursive: true });
  const log = createWriteStream(path.join(o.dataDir, 'stack.log'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Its own process group, so a stop that hangs can still end everything it started (and nothing else).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(o.port),
      IM_PORT: String(o.imPort),
      MEDIA_HTTP_PORT: String(o.mediaHttpPort),
      MEDIA_RTMP_PORT: String(o.rtmpPort),
      DATA_DIR: o.dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MEDIA_LOG_LEVEL: 'warn',
      // The sports engine's clock at a Saturday kickoff wave, so at least 8 matches are being played and every
      // demo anchor is live whatever the time of the run (the demo anchors follow live matches).
      ENGINE_START: process.env.BENCH_MEDIA_ENGINE_START ?? lastSaturdayAfternoon(),
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${o.port}`;
  const mediaUrl = `http://127.0.0.1:${o.mediaHttpPort}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout' && child.pid) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  };
  try {
    // Up to 5 minutes: the first start may install dependencies and build the web app.
    await waitFor(async () => (await fetch(`${baseUrl}/healthz`)).ok, 300_000, 'the API');
    await waitFor(async () => (await fetch(`${mediaUrl}/healthz`)).ok, 60_000, 'the media service');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${path.join(o.dataDir, 'stack.log')}`);
  }
  return {
    ...o,
    baseUrl,
    mediaUrl,
    mediaPid: () => {
      const pid = child.pid ? findDescendant(child.pid, 'apps/media/src/main.ts') : null;
      if (!pid) throw new Error('media service process not found');
      return pid;
    },
    stop,
  };
}

/** The shared secret start.mjs generated for the API and the media service. */
export function mediaSecret(dataDir: string): string {
  return readFileSync(path.join(dataDir, '.media-secret'), 'utf8').trim();
}
