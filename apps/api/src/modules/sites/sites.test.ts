import { describe, expect, it } from 'vitest';
import { siteLogoSvg, textColorOn } from './logo';
import { brandOfSource, resolveSite, siteByCode, siteBySource } from './resolve';
import { DEFAULT_THEME_COLOR, SITES, XZB_THEME_COLOR } from './site-list';
import { siteView } from './site-view';

const SPEC_CODES = ['pq8', 'xzb', 'kqb', 'kqb2', 'kqb_ios', 'qutu', 'qutup', 'qutupv', 'qutupv1', 'qutua'];
const SPEC_SOURCES: Record<string, number> = {
  qutu: 9,
  qutup: 30,
  qutua: 904,
  kqb: 11,
  kqb2: 12,
  kqb_ios: 6,
  pq8sp: 25,
  xzbn: 5,
};

describe('white-label sites', () => {
  it('has every site code of spec section 9, with unique codes and sources', () => {
    const codes = SITES.map((s) => s.code);
    for (const code of [...SPEC_CODES, 'pq8sp', 'sptyx', 'xzbn', 'lttu', 'qutup1', 'qutup2', 'qutup3']) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(SITES.map((s) => s.source)).size).toBe(SITES.length);
  });

  it('keeps the source codes the spec names', () => {
    for (const [code, source] of Object.entries(SPEC_SOURCES)) expect(siteByCode(code)?.source).toBe(source);
  });

  it('is blue by default and yellow for xzb; pq8 is the only main variant', () => {
    expect(siteByCode('xzb')?.themeColor).toBe(XZB_THEME_COLOR);
    for (const site of SITES.filter((s) => s.code !== 'xzb'))
      expect(site.themeColor).toBe(DEFAULT_THEME_COLOR);
    expect(SITES.filter((s) => s.variant === 'main').map((s) => s.code)).toEqual(['pq8']);
  });

  it('resolves by site code first (case-insensitive), then by source, then the main site', () => {
    expect(resolveSite({ site: 'XZB', sp_source: 11 }).code).toBe('xzb');
    expect(resolveSite({ site: 'nope', sp_source: 11 }).code).toBe('kqb');
    expect(resolveSite({ sp_source: 904 }).code).toBe('qutua');
    expect(resolveSite({}).code).toBe('pq8');
    expect(resolveSite({ site: '', sp_source: 0 }).code).toBe('pq8');
  });

  it('applies the brand-family rules to unknown source codes', () => {
    expect(siteBySource(1701)?.code).toBe('qutup');
    expect(siteBySource(3005)?.code).toBe('qutup');
    expect(brandOfSource(170)).toBe('qutu');
    for (let source = 31; source <= 38; source++) expect(siteBySource(source)).toBeDefined();
    expect(new Set([31, 32, 33, 34, 35, 36, 37, 38].map((s) => siteBySource(s)?.code)).size).toBe(8);
    expect(siteBySource(7)?.code).toBe('pq8');
    expect(siteBySource(25)?.code).toBe('pq8sp');
    expect(siteBySource(99)).toBeUndefined();
    expect(siteBySource(-1)).toBeUndefined();
  });

  it('builds the public view with titles, keywords, logo and the download banner hidden for partners', () => {
    const main = siteView(siteByCode('pq8')!, 'zh');
    expect(main).toMatchObject({ code: 'pq8', source: 1, variant: 'main', download_banner: true });
    expect(main.logo).toBe('/api/site/logo/pq8.svg');
    expect(Object.keys(main.titles).sort()).toEqual([
      '/c2c',
      '/live',
      '/live/lives',
      '/score',
      '/user-center',
    ]);
    expect(main.titles['/score']).toBe('比分 - Tifo');
    const partner = siteView(siteByCode('kqb')!, 'pt');
    expect(partner.download_banner).toBe(false);
    expect(partner.name).toBe('Veja o Jogo');
    expect(partner.keywords).toContain('futebol');
  });

  it('draws an SVG logo with the initials in a readable colour', () => {
    const svg = siteLogoSvg(siteByCode('xzb')!);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('fill="#f5b800"');
    expect(svg).toContain('>XZB</text>');
    expect(textColorOn('#f5b800')).toBe('#000000');
    expect(textColorOn('#1677ff')).toBe('#ffffff');
  });
});
