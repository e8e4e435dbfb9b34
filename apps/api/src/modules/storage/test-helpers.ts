import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { resolveFfmpeg } from './ffmpeg';

/** A JPEG of the given size (a gradient-free solid picture is enough for sizes and types). */
export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
}

/** A PNG of the given size. */
export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#a26f' } })
    .png()
    .toBuffer();
}

/** A one-second 320x240 H.264 MP4 made by ffmpeg's test source, or null without ffmpeg. */
export function mp4(): Buffer | null {
  const ffmpeg = resolveFfmpeg('');
  if (!ffmpeg) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-mp4-'));
  try {
    const out = path.join(dir, 'clip.mp4');
    const args = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1'];
    spawnSync(ffmpeg, [...args, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', out]);
    return fs.existsSync(out) ? fs.readFileSync(out) : null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A one-second 440 Hz WAV made by ffmpeg, or null without ffmpeg. */
export function wav(): Buffer | null {
  const ffmpeg = resolveFfmpeg('');
  if (!ffmpeg) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-wav-'));
  try {
    const out = path.join(dir, 'tone.wav');
    spawnSync(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', out]);
    return fs.existsSync(out) ? fs.readFileSync(out) : null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
