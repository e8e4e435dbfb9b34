import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';

/**
 * The ffmpeg to run: FFMPEG_PATH when set, else Debian's package when installed, else the static build shipped
 * inside @ffmpeg-installer/ffmpeg (so `npm start` works on a fresh machine without apt).
 */
export function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  if (existsSync(DEBIAN_FFMPEG)) return DEBIAN_FFMPEG;
  const require = createRequire(import.meta.url);
  const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}

const SETPRIV = '/usr/bin/setpriv';

/**
 * The command line that runs ffmpeg so it dies with the service: on Linux, util-linux's setpriv sets the
 * parent-death signal (prctl PR_SET_PDEATHSIG) before exec, so a SIGKILLed service leaves no orphan encoders.
 */
export function ownedCommand(ffmpegPath: string, args: string[]): { file: string; args: string[] } {
  if (process.platform === 'linux' && existsSync(SETPRIV)) {
    return { file: SETPRIV, args: ['--pdeathsig', 'KILL', '--', ffmpegPath, ...args] };
  }
  return { file: ffmpegPath, args };
}
