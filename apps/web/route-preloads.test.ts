import { describe, expect, it } from 'vitest';
import { chunkCycles, withPreloads } from './route-preloads';

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
