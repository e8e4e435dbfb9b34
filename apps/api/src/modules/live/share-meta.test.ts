import { describe, expect, it } from 'vitest';
import { escapeHtml, withShareMeta } from './share-meta';

describe('withShareMeta', () => {
  const shell = '<html><head><title>Tifo</title></head><body><div id="root"></div></body></html>';

  it('writes the title and the Open Graph tags into the head', () => {
    const html = withShareMeta(shell, {
      title: '西汉姆 vs 阿森纳 - Tifo',
      description: '绿茵阿杰 · 正在直播',
      image: 'https://h5.example/media/covers/room-2.jpg',
      url: 'https://h5.example/m/share/live/2',
    });
    expect(html).toContain('<title>西汉姆 vs 阿森纳 - Tifo</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://h5.example/media/covers/room-2.jpg" />',
    );
    expect(html).toContain('<meta property="og:title" content="西汉姆 vs 阿森纳 - Tifo" />');
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes what anchors type (titles are theirs)', () => {
    const html = withShareMeta(shell, {
      title: '"><script>x</script>',
      description: 'a&b',
      image: '',
      url: '',
    });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
    expect(html).not.toContain('og:image');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it("keeps $&, $` and $' in a title as text (replacement patterns are not interpreted)", () => {
    const title = "Gol$& de $` placa $' - Tifo";
    const html = withShareMeta(shell, { title, description: 'a $& b', image: '', url: '' });
    expect(html).toContain('<title>Gol$&#38; de $` placa $&#39; - Tifo</title>');
    expect(html).toContain('<meta name="description" content="a $&#38; b" />');
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
