import { describe, expect, it } from 'vitest';
import { APP_ENTRY_ID } from './src/features/live/player/page-ids';
import { chunkCycles, firstScriptFiles, withFirstScript, withPreloads } from './route-preloads';

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports });

describe('chunkCycles', () => {
  it('finds none in a layered graph', () => {
    expect(
      chunkCycles([
        chunk('index.js', 'app.js'),
        chunk('room.js', 'app.js', 'common.js'),
        chunk('common.js', 'app.js'),
        chunk('app.js'),
      ]),
    ).toEqual([]);
  });

  it('names the chunks of a cycle, however long', () => {
    expect(chunkCycles([chunk('a.js', 'b.js'), chunk('b.js', 'a.js')])).toEqual(['a.js -> b.js -> a.js']);
    expect(
      chunkCycles([
        chunk('screen.js', 'room.js'),
        chunk('room.js', 'common.js'),
        chunk('common.js', 'screen.js'),
      ]),
    ).toEqual(['screen.js -> room.js -> common.js -> screen.js']);
  });

  it('ignores imports of files outside the bundle', () => {
    expect(chunkCycles([chunk('a.js', 'elsewhere.js')])).toEqual([]);
  });
});

describe('withPreloads', () => {
  const html = '<head>\n<script type="module" src="/m/assets/index.js"></script>\n</head>';

  it('adds the files the page does not load already, style sheets first', () => {
    const out = withPreloads(html, '/m/', ['assets/index.js', 'assets/room.js'], ['assets/room.css']);
    expect(out).toContain('<link rel="preload" as="style" crossorigin href="/m/assets/room.css">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/m/assets/room.js">');
    expect(out).not.toContain('href="/m/assets/index.js"');
    expect(out.indexOf('room.css')).toBeLessThan(out.indexOf('room.js'));
  });

  it('refuses a page without </head>', () => {
    expect(() => withPreloads('<html></html>', '/m/', ['a.js'], [])).toThrow(/no <\/head>/);
  });
});

describe('withFirstScript', () => {
  const html = [
    '<head>',
    '    <script type="module" crossorigin src="/m/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/m/assets/runtime.js">',
    '    <link rel="stylesheet" crossorigin href="/m/assets/index.css">',
    '</head>',
  ].join('\n');

  it("puts the first script and its files in place of the app's entry, which it preloads for the script", () => {
    const out = withFirstScript(html, '/m/', ['assets/boot.js', 'assets/runtime.js', 'assets/mpegts.js']);
    expect(out).not.toContain('<script type="module" crossorigin src="/m/assets/index.js">');
    expect(out).toContain(
      `<link rel="modulepreload" crossorigin id="${APP_ENTRY_ID}" href="/m/assets/index.js">`,
    );
    const order = ['boot.js', 'runtime.js', 'mpegts.js', APP_ENTRY_ID, 'index.css'].map((f) =>
      out.indexOf(f),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(out.split('assets/runtime.js').length - 1).toBe(1);
  });

  it('refuses a page without a module entry', () => {
    expect(() => withFirstScript('<head></head>', '/m/', ['assets/boot.js'])).toThrow(/no module entry/);
  });
});

describe('firstScriptFiles', () => {
  type Fake = {
    fileName: string;
    name: string;
    isEntry: boolean;
    imports: string[];
    dynamicImports: string[];
    moduleIds: string[];
  };
  const fake = (fileName: string, over: Partial<Fake> = {}): Fake => ({
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    ...over,
  });
  const run = (list: Fake[], entry: string) => {
    const bundle = Object.fromEntries(list.map((c) => [c.fileName, { ...c, type: 'chunk' }]));
    const chunks = Object.values(bundle) as unknown as Parameters<typeof firstScriptFiles>[0];
    return firstScriptFiles(chunks, bundle as never, bundle[entry] as never, [
      /\/node_modules\/mpegts\.js\//,
    ]);
  };

  it('takes the static graph and the on-demand chunks it names, not the others', () => {
    const out = run(
      [
        fake('boot.js', { isEntry: true, imports: ['basics.js'], dynamicImports: ['mpegts.js', 'hls.js'] }),
        fake('basics.js', { imports: ['runtime.js'] }),
        fake('runtime.js'),
        fake('mpegts.js', { moduleIds: ['/r/node_modules/mpegts.js/dist/mpegts.js'] }),
        fake('hls.js', { moduleIds: ['/r/node_modules/hls.js/dist/hls.mjs'] }),
        fake('index.js', { isEntry: true, imports: ['basics.js'] }),
      ],
      'boot.js',
    );
    expect(out.js).toEqual(['boot.js', 'basics.js', 'runtime.js', 'mpegts.js']);
  });

  it("fails when the first script would wait for the app's shell", () => {
    const list = [
      fake('boot.js', { isEntry: true, imports: ['core.js'] }),
      fake('core.js', { imports: ['index.js'] }),
      fake('index.js', { isEntry: true }),
    ];
    expect(() => run(list, 'boot.js')).toThrow(/imports the app's shell \(index\.js\)/);
    const grouped = [fake('boot.js', { isEntry: true, imports: ['app.js'] }), fake('app.js')];
    expect(() => run(grouped, 'boot.js')).toThrow(/app\.js/);
  });
});
