// The small gifts' Lottie animations, built by code: a ring that opens, particles that fly out and fade, and a
// glow, in the gift's colours (1.5 s at 30 fps, 300 x 300). The gift's icon is drawn over it by the page.

const FPS = 30;
const FRAMES = 45;
const SIZE = 300;
const C = SIZE / 2;

const fixed = (k) => ({ a: 0, k });
const ease = { i: { x: [0.2], y: [1] }, o: { x: [0.4], y: [0] } };
/** An animated property from `from` at frame `t0` to `to` at `t1`. */
const anim = (from, to, t0 = 0, t1 = FRAMES) => ({
  a: 1,
  k: [
    { t: t0, s: from, ...ease },
    { t: t1, s: to },
  ],
});
const rgba = (hex) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
};

function transform({ p = [C, C], s = fixed([100, 100]), o = fixed(100), pos } = {}) {
  return { o, r: fixed(0), p: pos ?? fixed([...p, 0]), a: fixed([0, 0, 0]), s };
}
const groupTransform = () => ({
  ty: 'tr',
  p: fixed([0, 0]),
  a: fixed([0, 0]),
  s: fixed([100, 100]),
  r: fixed(0),
  o: fixed(100),
});

function layer(index, name, shapes, ks) {
  return { ddd: 0, ind: index, ty: 4, nm: name, sr: 1, ks, ao: 0, shapes, ip: 0, op: FRAMES, st: 0, bm: 0 };
}

function circle(diameter, fill, stroke) {
  const items = [{ ty: 'el', p: fixed([0, 0]), s: fixed([diameter, diameter]), d: 1 }];
  if (stroke)
    items.push({
      ty: 'st',
      c: fixed(rgba(stroke.color)),
      o: fixed(100),
      w: fixed(stroke.width),
      lc: 2,
      lj: 2,
    });
  if (fill) items.push({ ty: 'fl', c: fixed(rgba(fill)), o: fixed(100), r: 1 });
  items.push(groupTransform());
  return [{ ty: 'gr', it: items, nm: 'shape' }];
}

/** The Lottie JSON of one small gift. */
export function burst(code, colours, particles = 10) {
  const layers = [];
  let index = 1;
  layers.push(
    layer(index++, 'ring', circle(60, null, { color: colours[0], width: 6 }), {
      ...transform({ s: anim([20, 20, 100], [420, 420, 100], 0, 30), o: anim([100], [0], 8, 30) }),
    }),
  );
  for (let i = 0; i < particles; i += 1) {
    const angle = (Math.PI * 2 * i) / particles + (i % 2) * 0.2;
    const reach = 95 + (i % 3) * 20;
    const end = [C + Math.cos(angle) * reach, C + Math.sin(angle) * reach, 0];
    const start = 4 + (i % 4) * 2;
    layers.push(
      layer(index++, `particle ${i}`, circle(14 - (i % 3) * 3, colours[i % colours.length]), {
        ...transform({
          pos: anim([C, C, 0], end, start, start + 28),
          s: anim([120, 120, 100], [30, 30, 100], start, start + 32),
          o: anim([100], [0], start + 18, start + 34),
        }),
      }),
    );
  }
  layers.push(
    layer(index++, 'glow', circle(120, colours[1] ?? colours[0]), {
      ...transform({ s: anim([10, 10, 100], [130, 130, 100], 0, 14), o: anim([55], [0], 6, 26) }),
    }),
  );
  return { v: '5.7.4', fr: FPS, ip: 0, op: FRAMES, w: SIZE, h: SIZE, nm: code, ddd: 0, assets: [], layers };
}

/** Colours of each small gift's burst. */
export const BURSTS = {
  heart: ['#ff3d6e', '#ff8fab', '#ffd1dc'],
  whistle: ['#c9d3df', '#ffb400', '#ffffff'],
  ball: ['#ffffff', '#43a047', '#ffd740'],
  beer: ['#ffb300', '#fffbe8', '#ffe082'],
  rose: ['#e8174a', '#ff80ab', '#2e9d4a'],
  scarf: ['#1565c0', '#90caf9', '#ffffff'],
  jersey: ['#e53935', '#ffcdd2', '#ffffff'],
  medal: ['#ffc107', '#1e88e5', '#fff8e1'],
  boot: ['#ffc107', '#ffe082', '#ff6f00'],
};
