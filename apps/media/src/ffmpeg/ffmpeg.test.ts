import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { hlsOutput, recordOutput } from './args';
import { ownedCommand, resolveFfmpegPath } from './binary';
import { FfmpegRunner } from './process';
import { parseClock, parseStderrLine, redactSecrets } from './stderr';

const logger = createLogger('silent');

/** Alive and not a zombie (a killed child of a dead parent may wait unreaped in a container). */
function pidAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('ffmpeg stderr parsing', () => {
  it('reads the status line, opened files and errors', () => {
    const progress = parseStderrLine(
      'frame=   45 fps= 15 q=-1.0 size=     256kB time=00:00:03.00 bitrate= 699.0kbits/s speed=1.01x',
    );
    expect(progress).toEqual({
      kind: 'progress',
      progress: { frame: 45, fps: 15, timeMs: 3000, speed: 1.01 },
    });
    expect(parseStderrLine("[segment @ 0x1] Opening '/r/a-00001.ts' for writing")).toEqual({
      kind: 'opening',
      file: '/r/a-00001.ts',
    });
    expect(parseStderrLine('rtmp://x/live/k: Input/output error').kind).toBe('error');
    expect(parseStderrLine('Stream mapping:').kind).toBe('info');
    expect(parseClock('01:02:03.50')).toBe(3723500);
    expect(parseClock('garbage')).toBeUndefined();
  });

  it('removes secrets from lines', () => {
    expect(redactSecrets("Output #0, flv, to 'rtmp://h/live/SeCrEt1234':", ['SeCrEt1234'])).toBe(
      "Output #0, flv, to 'rtmp://h/live/[redacted]':",
    );
  });

  it('builds HLS with program date time and deleted old segments, recording as TS segments', () => {
    const hls = hlsOutput({ dir: '/h', segmentSeconds: 1, listSize: 6 }).join(' ');
    expect(hls).toContain('-c copy');
    expect(hls).toMatch(/-hls_flags \S*program_date_time/);
    expect(hls).toMatch(/-hls_flags \S*delete_segments/);
    expect(
      recordOutput({ pattern: '/r/%05d.ts', listFile: '/r/l.csv', segmentSeconds: 60 }).join(' '),
    ).toContain('-segment_format mpegts');
  });
});

describe('FfmpegRunner', () => {
  const runner = () => new FfmpegRunner(resolveFfmpegPath(), logger);

  it('finds an ffmpeg with what the service needs (libx264, aac, drawtext, HLS program date time)', async () => {
    const path = resolveFfmpegPath();
    expect(existsSync(path)).toBe(true);
    const r = runner();
    const dir = await mkdtemp(join(tmpdir(), 'ffmpeg-test-'));
    try {
      const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
      const draw = existsSync(font) ? ['-vf', `drawtext=text=x:fontsize=10:fontfile=${font}`] : [];
      const exit = await r.run({
        role: 'probe',
        args: [
          '-f',
          'lavfi',
          '-i',
          'testsrc2=s=160x90:r=10:d=2',
          '-f',
          'lavfi',
          '-i',
          'anoisesrc=d=2',
          ...draw,
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-c:v',
          'libx264',
          '-g',
          '10',
          '-c:a',
          'aac',
          '-f',
          'hls',
          '-hls_time',
          '1',
          '-hls_flags',
          'program_date_time',
          join(dir, 'index.m3u8'),
        ],
      });
      expect(exit.code).toBe(0);
      expect(await readFile(join(dir, 'index.m3u8'), 'utf8')).toContain('#EXT-X-PROGRAM-DATE-TIME');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports progress and stops a child gracefully on request', async () => {
    const r = runner();
    const child = r.spawn({
      role: 'test',
      args: ['-re', '-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=10', '-f', 'null', '-'],
    });
    const progress = await new Promise((resolve) => child.once('progress', resolve));
    expect(progress).toMatchObject({ frame: expect.any(Number) });
    expect(r.list()).toContain(child);
    const exit = await child.stop(2000);
    expect(exit.requested).toBe(true);
    expect(r.list()).not.toContain(child);
  });

  it('keeps scrubbed error lines of a failed child', async () => {
    const exit = await runner().run({
      role: 'test',
      args: ['-i', '/nonexistent/secret-key-123.flv'],
      secrets: ['secret-key-123'],
    });
    expect(exit.code).not.toBe(0);
    expect(exit.errors.join('\n')).toContain('[redacted]');
    expect(exit.errors.join('\n')).not.toContain('secret-key-123');
  });

  it('stopAll ends every child and refuses new ones', async () => {
    const r = runner();
    const children = [1, 2].map(() =>
      r.spawn({
        role: 'test',
        args: ['-re', '-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=5', '-f', 'null', '-'],
      }),
    );
    await r.stopAll(1500);
    for (const c of children) {
      expect(c.running).toBe(false);
      expect(pidAlive(c.pid!)).toBe(false);
    }
    expect(() => r.spawn({ role: 'test', args: [] })).toThrow();
  });

  it('children die with the service: setpriv sets the parent-death signal on Linux', async () => {
    const { file, args } = ownedCommand('/bin/ffmpeg', ['-i', 'x']);
    if (process.platform === 'linux' && existsSync('/usr/bin/setpriv')) {
      expect(file).toBe('/usr/bin/setpriv');
      expect(args.slice(0, 4)).toEqual(['--pdeathsig', 'KILL', '--', '/bin/ffmpeg']);
    }
    // Real check: a node parent that spawns an owned sleep and is SIGKILLed leaves no orphan.
    const { spawn } = await import('node:child_process');
    const script = `
      const { spawn } = require('node:child_process');
      const c = spawn(${JSON.stringify(file === '/usr/bin/setpriv' ? file : 'sleep')}, ${JSON.stringify(
        file === '/usr/bin/setpriv' ? ['--pdeathsig', 'KILL', '--', 'sleep', '30'] : ['30'],
      )}, { stdio: 'ignore' });
      console.log(c.pid);`;
    const parent = spawn(process.execPath, ['-e', script + 'setInterval(() => {}, 1000);']);
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    );
    expect(pidAlive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    if (file === '/usr/bin/setpriv') expect(pidAlive(childPid)).toBe(false);
    else process.kill(childPid, 'SIGKILL');
  });
});
