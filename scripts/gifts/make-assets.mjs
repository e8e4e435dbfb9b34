#!/usr/bin/env node
// Makes the gift artwork the web app ships (apps/web/src/features/live/gifts/assets), all of it ours:
//   icons/<code>.svg     every gift's icon (icons.mjs)
//   lottie/<code>.json   the small gifts' bursts, Lottie JSON built by code (lottie.mjs)
//   video/<code>.mp4     the big gifts' full-screen effects: alpha-packed H.264 (colour in the left half, alpha as
//                        grey in the right half), drawn over the room by a WebGL shader (alpha-video.ts)
// ffmpeg is Debian's when installed, else the one shipped in @ffmpeg-installer/ffmpeg (as apps/media does).
// Usage: node scripts/gifts/make-assets.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ICONS } from './icons.mjs';
import { BURSTS, burst } from './lottie.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'apps/web/src/features/live/gifts/assets');

function ffmpegPath() {
  const which = spawnSync('which', ['ffmpeg'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const require = createRequire(path.join(root, 'apps/media/package.json'));
  return require('@ffmpeg-installer/ffmpeg').path;
}

// Each half is 270 x 480 (9:16, shown covering the player or the screen); 2.4 s at 25 fps.
const W = 270;
const H = 480;
const SECONDS = 2.4;
const FPS = 25;

/** geq expressions (T: seconds, X/Y: pixel) of each big effect: colour r, g, b, and alpha. */
const EFFECTS = {
  // Three bursts opening one after another at different places, each a bright ring and a soft core.
  fireworks: (() => {
    const bursts = [
      [0.3, 0.3, 0.0],
      [0.7, 0.4, 0.5],
      [0.5, 0.65, 1.0],
    ];
    const ring = ([fx, fy, t0]) => {
      const d = `hypot(X-${fx * W},Y-${fy * H})`;
      const age = `(T-${t0})`;
      return `gt(T,${t0})*max(0,1-${age}/1.3)*(255*exp(-pow(${d}-150*${age},2)/60)+120*exp(-pow(${d},2)/(900*(${age}+0.05))))`;
    };
    const alpha = `min(255,${bursts.map(ring).join('+')})`;
    return {
      r: '128+127*sin(T*4+X/25)',
      g: '128+127*sin(T*3+Y/30+2)',
      b: '128+127*sin(T*5+(X+Y)/40+4)',
      a: alpha,
    };
  })(),
  // Golden rays turning around a glowing centre.
  trophy: {
    r: '255',
    g: '190+50*sin(hypot(X-135,Y-240)/12-T*6)',
    b: '40+40*sin(T*3)',
    a: `min(255,max(0,min(1,T*2)*min(1,(${SECONDS}-T)*2))*(140*pow(max(0,cos(12*atan2(Y-240,X-135)+T*2.5)),6)*exp(-hypot(X-135,Y-240)/170)+255*exp(-pow(hypot(X-135,Y-240),2)/2500)))`,
  },
  // A bright streak climbing the screen with a fading trail of sparks.
  rocket: {
    r: '255',
    g: '120+135*exp(-abs(X-135)/14)',
    b: '40+200*exp(-abs(X-135)/10)',
    a: `min(255,max(0,min(1,(${SECONDS}-T)*3))*(255*exp(-(pow(X-135,2)/180+pow(Y-(${H + 40}-${H / 1.6}*T),2)/700))+200*exp(-pow(X-135-6*sin(Y/9+T*20),2)/60)*gt(Y,${H + 40}-${H / 1.6}*T)*exp(-(Y-(${H + 40}-${H / 1.6}*T))/140)))`,
  },
};

function makeVideo(ffmpeg, code, fx) {
  const file = path.join(out, 'video', `${code}.mp4`);
  const src = `color=c=black:s=${W}x${H}:r=${FPS}:d=${SECONDS}`;
  execFileSync(
    ffmpeg,
    [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `${src},format=rgb24,geq=r='${fx.r}':g='${fx.g}':b='${fx.b}'`,
      '-f',
      'lavfi',
      '-i',
      `${src},format=gray,geq=lum='${fx.a}'`,
      '-filter_complex',
      '[1:v]format=rgb24[alpha];[0:v][alpha]hstack=inputs=2,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-tune',
      'animation',
      '-movflags',
      '+faststart',
      '-an',
      file,
    ],
    { stdio: 'inherit' },
  );
  return file;
}

fs.mkdirSync(path.join(out, 'icons'), { recursive: true });
fs.mkdirSync(path.join(out, 'lottie'), { recursive: true });
fs.mkdirSync(path.join(out, 'video'), { recursive: true });
for (const [code, text] of Object.entries(ICONS))
  fs.writeFileSync(path.join(out, 'icons', `${code}.svg`), text);
for (const [code, colours] of Object.entries(BURSTS)) {
  fs.writeFileSync(path.join(out, 'lottie', `${code}.json`), `${JSON.stringify(burst(code, colours))}\n`);
}
// The repository's formatting, so a rerun leaves the committed JSON unchanged.
const prettier = path.join(root, 'node_modules/.bin/prettier');
if (fs.existsSync(prettier))
  execFileSync(prettier, ['--write', path.join(out, 'lottie')], { stdio: 'ignore' });
const ffmpeg = ffmpegPath();
for (const [code, fx] of Object.entries(EFFECTS)) {
  const file = makeVideo(ffmpeg, code, fx);
  console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
}
console.log(
  `icons: ${Object.keys(ICONS).length}, lottie: ${Object.keys(BURSTS).length}, videos: ${Object.keys(EFFECTS).length}`,
);
