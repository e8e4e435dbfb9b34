// A test broadcast that carries the wall-clock time it was made in every frame, pushed over RTMP with the
// stream key exactly as OBS would. The page decodes the time from the picture (page-probe.js), so the figure is
// glass to glass: encode, ingest, packaging, delivery, player buffer, decode, display.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './stack';

/**
 * The clock bar, at the top of a 640x360 picture: 32 blocks of BLOCK_W x ROW_H pixels, most significant bit
 * first, white for 1; the first row carries the low 32 bits of the Unix time in milliseconds at which the
 * frame left the generator, the second row the same bits inverted (a misread block shows as a mismatch).
 * page-probe.js reads it with the same constants.
 */
export const CLOCK_BAR = { bits: 32, blockWidth: 20, rowHeight: 24 } as const;

/** Debian's ffmpeg when installed, else the one the media service falls back to (@ffmpeg-installer). */
export function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  const require = createRequire(path.join(root, 'apps/media/package.json'));
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** The filter graph: stamp each frame with RTCTIME (microseconds, when it passes), draw the bar, restart pts. */
export function clockFilter(): string {
  const { blockWidth: w, rowHeight: h } = CLOCK_BAR;
  // T is the frame time in seconds (pts in a 1/1000 time base = wall-clock ms); V its low 32 bits.
  const v = 'mod(floor(T*1000+0.5),4294967296)';
  const bit = `mod(floor(${v}/pow(2,31-floor(X/${w}))),2)`;
  const lum = `255*if(lt(Y,${h}),${bit},1-${bit})`;
  return [
    '[0:v]settb=1/1000,setpts=RTCTIME/1000,split[bg][t]',
    `[t]crop=640:${2 * h}:0:0,format=gray,geq=lum='${lum}',format=yuv420p[bar]`,
    '[bg][bar]overlay=0:0,setpts=PTS-STARTPTS,format=yuv420p[v]',
  ].join(';');
}

/** ffmpeg arguments of the push: 640x360 at 15 fps, x264 zerolatency with a 1 s GOP (as the demo anchors). */
export function clockPushArgs(rtmpUrl: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=15',
    '-re',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    '-filter_complex',
    clockFilter(),
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-g',
    '15',
    '-b:v',
    '800k',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-f',
    'flv',
    rtmpUrl,
  ];
}

/** Starts the push; stop it with `stopPush`. */
export function pushClock(rtmpPort: number, streamKey: string): ChildProcess {
  const child = spawn(ffmpegPath(), clockPushArgs(`rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Errors only (-loglevel error); the key is in our command line, never in what ffmpeg prints here.
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[clock push] ${d.toString()}`));
  return child;
}

/** Stops a push and waits for it to exit. */
export async function stopPush(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
