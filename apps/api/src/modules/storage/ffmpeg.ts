import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';
const SETPRIV = '/usr/bin/setpriv';
const TIMEOUT_MS = 30_000;

/**
 * The ffmpeg to run, found the way the media service finds it (apps/media/src/ffmpeg/binary.ts; the API does not
 * import the media service's code): FFMPEG_PATH, else Debian's, else @ffmpeg-installer's static build, else none.
 */
export function resolveFfmpeg(configured: string): string | null {
  if (configured) return configured;
  if (existsSync(DEBIAN_FFMPEG)) return DEBIAN_FFMPEG;
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}

/** A video file's first frame as JPEG and its duration in whole seconds (0 when ffmpeg does not say). */
export async function videoSnapshot(
  ffmpeg: string,
  input: string,
): Promise<{ jpeg: Buffer | null; seconds: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tifo-snap-'));
  try {
    const output = path.join(dir, 'out.jpg');
    const args = [
      '-hide_banner',
      '-nostdin',
      '-i',
      input,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      output,
    ];
    const stderr = await run(ffmpeg, args);
    const jpeg = await fs.readFile(output).catch(() => null);
    return { jpeg, seconds: durationOf(stderr) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The duration of a media file ffmpeg reads, in whole seconds (rounded up, as a message shows it). */
export async function mediaSeconds(ffmpeg: string, input: string): Promise<number> {
  return durationOf(await run(ffmpeg, ['-hide_banner', '-nostdin', '-i', input]));
}

function durationOf(stderr: string): number {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match) return 0;
  return Math.ceil(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
}

/** Runs ffmpeg to the end (its exit code does not matter: `-i` alone exits 1) and returns what it printed. */
function run(ffmpeg: string, args: string[]): Promise<string> {
  // setpriv's parent-death signal: a killed API leaves no ffmpeg behind.
  const owned = process.platform === 'linux' && existsSync(SETPRIV);
  const file = owned ? SETPRIV : ffmpeg;
  const argv = owned ? ['--pdeathsig', 'KILL', '--', ffmpeg, ...args] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve(stderr);
    });
  });
}
