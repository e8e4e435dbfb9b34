import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FfmpegRunner } from '../ffmpeg/process';

/** Width and height of every demo broadcast. */
export const DEMO_WIDTH = 640;
export const DEMO_HEIGHT = 360;
/** Demo frame rate; the GOP is one second so HLS segments are 1 s. */
export const DEMO_FPS = 15;

const SYSTEM_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** A TTF for drawtext: Debian's DejaVu when installed, else the same font shipped in the dejavu-fonts-ttf package. */
export function resolveFont(): string {
  if (existsSync(SYSTEM_FONT)) return SYSTEM_FONT;
  return createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
}

/**
 * A file path as an ffmpeg filter option value. Filter graphs have two levels of escaping; rather than get
 * them subtly wrong, only paths made of plain characters are accepted (DATA_DIR and font paths are).
 */
export function escapeFilterValue(value: string): string {
  if (!/^[A-Za-z0-9_\-./ +]+$/.test(value))
    throw new Error(`unsupported characters in path for ffmpeg filters: ${value}`);
  return value;
}

/** The picture of a demo broadcast. */
export type Scene = 'football' | 'basketball' | 'studio';

function band(v: string, at: number, half = 2): string {
  return `lt(abs(${v}-${at}),${half})`;
}
function between(v: string, lo: number, hi: number): string {
  return `between(${v},${lo},${hi})`;
}

/**
 * geq expression, in 640x360 coordinates, that is 1 on the white lines of a pitch or court. It is evaluated
 * on a half-size canvas (X and Y doubled) and scaled up: geq runs an expression per pixel, and this keeps the
 * one-off render near a second.
 */
function linesExpression(scene: Scene): string {
  const X = '(X*2)';
  const Y = '(Y*2)';
  const border = `(${band(X, 20)}+${band(X, 620)})*${between(Y, 20, 340)}+(${band(Y, 20)}+${band(Y, 340)})*${between(X, 20, 620)}`;
  const halfway = `${band(X, 320)}*${between(Y, 20, 340)}`;
  const circle = `lt(abs(hypot(${X}-320,${Y}-180)-50),2)`;
  if (scene === 'football') {
    const boxes = `(${band(X, 110)}+${band(X, 530)})*${between(Y, 90, 270)}+(${band(Y, 90)}+${band(Y, 270)})*(${between(X, 20, 110)}+${between(X, 530, 620)})`;
    return `gt(${border}+${halfway}+${circle}+${boxes},0)`;
  }
  const keys = `(${band(X, 140)}+${band(X, 500)})*${between(Y, 130, 230)}+(${band(Y, 130)}+${band(Y, 230)})*(${between(X, 20, 140)}+${between(X, 500, 620)})`;
  const arcs = `(lt(abs(hypot(${X}-40,${Y}-180)-140),2)*gt(${X},20)+lt(abs(hypot(${X}-600,${Y}-180)-140),2)*lt(${X},620))*${between(Y, 20, 340)}`;
  return `gt(${border}+${halfway}+${circle}+${keys}+${arcs},0)`;
}

const SIZE = `${DEMO_WIDTH}x${DEMO_HEIGHT}`;
const HALF = `${DEMO_WIDTH / 2}x${DEMO_HEIGHT / 2}`;

/** A filter graph whose output [out] is the background: a base colour, stripes, and white lines by mask. */
function sceneGraph(scene: Scene): string {
  if (scene === 'studio') {
    return `color=c=black:s=${HALF}:r=1,format=rgb24,geq=r='20+20*Y/H':g='30+30*Y/H':b='70+60*Y/H',scale=${SIZE}[out]`;
  }
  const stripes =
    scene === 'football'
      ? [64, 192, 320, 448, 576]
          .map((x) => `drawbox=x=${x}:y=0:w=64:h=${DEMO_HEIGHT}:color=0x2a8032:t=fill`)
          .join(',')
      : 'null';
  const base = scene === 'football' ? '0x287030' : '0xc48c4e';
  return [
    `color=c=${base}:s=${SIZE}:r=1,format=rgb24,${stripes}[base]`,
    `color=c=black:s=${HALF}:r=1,format=gray,geq=lum='255*${linesExpression(scene)}',scale=${SIZE}[mask]`,
    `color=c=0xebebeb:s=${SIZE}:r=1,format=rgba[white]`,
    '[white][mask]alphamerge[lines]',
    '[base][lines]overlay=format=rgb,format=rgb24[out]',
  ].join(';');
}

/** The scene of a plan entry: football pitch, basketball court, or a studio backdrop for shows. */
export function sceneOf(kind: 'match' | 'show', sportId: number | undefined): Scene {
  if (kind === 'show') return 'studio';
  return sportId === 2 ? 'basketball' : 'football';
}

/**
 * Renders a background PNG once (never per frame) and returns its path; later
 * calls find the file.
 */
export async function ensureBackground(runner: FfmpegRunner, dir: string, scene: Scene): Promise<string> {
  const file = join(dir, `bg-${scene}.png`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp.png`;
  const exit = await runner.run({
    role: 'scene',
    args: ['-filter_complex', sceneGraph(scene), '-map', '[out]', '-frames:v', '1', '-y', tmp],
  });
  if (exit.code !== 0) throw new Error(`background render failed: ${exit.errors.join(' | ')}`);
  await rename(tmp, file);
  return file;
}
