import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type AVPacket from 'node-media-server/src/core/avpacket.js';
import Flv from 'node-media-server/src/protocol/flv.js';
import type { FfmpegRunner } from '../ffmpeg/process';
import { DEMO_FPS, DEMO_HEIGHT, DEMO_WIDTH, ensureBackground, escapeFilterValue, type Scene } from './scene';

/**
 * Length of a demo loop. 16 s is a whole number of video frames (240 at 15 fps) and of AAC frames at 16 kHz
 * (250 of 1,024 samples), so the loop joins without a gap in either track.
 */
const LOOP_SECONDS = 16;
const AUDIO_RATE = 16_000;
/** Bump when the loop's picture or encoding changes: cached files of an older version are not reused. */
const LOOP_VERSION = 2;

/** FLV packet flags (node-media-server): codec headers are sent once, before the media; metadata never. */
const AUDIO_HEADER = 0;
const VIDEO_HEADER = 2;
const METADATA = 5;

/** A demo loop in memory: its codec headers, and its media packets with timestamps from 0. */
export interface DemoLoop {
  headers: AVPacket[];
  media: AVPacket[];
  /** When the next round starts, in ms after the first: the last packet's time plus its own duration. */
  durationMs: number;
}

/**
 * The ffmpeg command that encodes a scene's loop once: the background, a ball crossing it (so the picture is
 * seen to move), crowd noise faded at both ends; H.264 with a keyframe every second, AAC, FLV. No score or
 * clock is drawn: the player shows the live score beside the picture, so nothing in the picture can be stale.
 */
function loopArgs(background: string, font: string, out: string): string[] {
  const period = LOOP_SECONDS;
  // Top right: the player keeps its sound button top left.
  const label = `drawtext=fontfile=${escapeFilterValue(font)}:text='TIFO DEMO':fontsize=16:fontcolor=white@0.8:x=w-text_w-16:y=14:box=1:boxcolor=black@0.4:boxborderw=6`;
  return [
    '-loop',
    '1',
    '-framerate',
    String(DEMO_FPS),
    '-t',
    String(LOOP_SECONDS),
    '-i',
    background,
    '-f',
    'lavfi',
    '-i',
    `color=c=white:s=12x12:r=${DEMO_FPS}:d=${LOOP_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=brown:amplitude=0.12:sample_rate=${AUDIO_RATE}:d=${LOOP_SECONDS},lowpass=f=700,volume=0.6,afade=t=in:d=0.5,afade=t=out:st=${LOOP_SECONDS - 0.5}:d=0.5`,
    '-filter_complex',
    // One full swing per loop, so the last frame leads into the first.
    `[0:v][1:v]overlay=x='(W-w)/2+220*sin(2*PI*t/${period})':y='(H-h)/2+90*sin(4*PI*t/${period})':eval=frame:shortest=1,${label},scale=${DEMO_WIDTH}:${DEMO_HEIGHT},format=yuv420p[v]`,
    '-map',
    '[v]',
    '-map',
    '2:a',
    '-r',
    String(DEMO_FPS),
    '-t',
    String(LOOP_SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'baseline',
    '-g',
    String(DEMO_FPS),
    '-keyint_min',
    String(DEMO_FPS),
    '-sc_threshold',
    '0',
    '-b:v',
    '250k',
    '-maxrate',
    '300k',
    '-bufsize',
    '300k',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-f',
    'flv',
    '-y',
    out,
  ];
}

/**
 * Encodes a scene's loop once (about a second of one core) and returns its file; later calls, and later runs
 * of the service, find the file. Every demo broadcast of that scene then replays it without encoding.
 */
export async function ensureLoop(
  runner: FfmpegRunner,
  dir: string,
  scene: Scene,
  font: string,
): Promise<string> {
  const file = join(dir, `loop-${scene}-v${LOOP_VERSION}.flv`);
  if (existsSync(file)) return file;
  const background = await ensureBackground(runner, dir, scene);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  // A loaded machine may take far longer than the usual second: a minute before giving up.
  const exit = await runner.run({ role: 'scene', args: loopArgs(background, font, tmp) }, undefined, 60_000);
  if (exit.code !== 0) throw new Error(`demo loop render failed: ${exit.errors.join(' | ') || exit.signal}`);
  await rename(tmp, file);
  return file;
}

/** Typical gap between a kind's packets (its frame duration), from the packets' own timestamps. */
function frameGap(packets: AVPacket[]): number {
  if (packets.length < 2) return 0;
  return (packets.at(-1)!.dts - packets[0]!.dts) / (packets.length - 1);
}

/** Parses a loop file into packets (each with its own copy of the data: the parser reuses one buffer). */
export function parseLoop(bytes: Buffer): DemoLoop {
  const parser = new Flv();
  const all: AVPacket[] = [];
  parser.onPacketCallback = (p) => all.push({ ...p, data: Buffer.from(p.data.subarray(0, p.size)) });
  const error = parser.parserData(bytes);
  if (error) throw new Error(`demo loop unreadable: ${error}`);
  const headers = all.filter((p) => p.flags === AUDIO_HEADER || p.flags === VIDEO_HEADER);
  // The file's onMetaData says `duration: 16`: a player that believes it (mpegts.js sets the media's duration
  // from it) would stop a live stream there. A live stream carries none, as an encoder's RTMP push says 0.
  const media = all.filter((p) => !headers.includes(p) && p.flags !== METADATA).sort((a, b) => a.dts - b.dts);
  if (!media.some((p) => p.flags === 3)) throw new Error('demo loop has no keyframe');
  const first = media[0]!.dts;
  for (const p of media) {
    p.pts -= first;
    p.dts -= first;
  }
  const video = media.filter((p) => p.codec_type === 9);
  const audio = media.filter((p) => p.codec_type === 8);
  const end = (kind: AVPacket[]) => (kind.length ? kind.at(-1)!.dts + frameGap(kind) : 0);
  return { headers, media, durationMs: Math.ceil(Math.max(end(video), end(audio))) };
}

/** Reads and parses a loop file. */
export async function loadLoop(file: string): Promise<DemoLoop> {
  return parseLoop(await readFile(file));
}
