// Theme by CSS variables: the site's colour drives antd-mobile's primary colour and our own variables;
// the display mode is set on the body (and on <html> for antd-mobile's dark palette).
import type { SiteView } from '../api/types';
import type { Mode } from '../store/app-store';

/** The default theme colour (blue) and the one the spec fixes for site xzb (yellow). */
export const DEFAULT_THEME_COLOR = '#1677ff';
const FIXED_COLORS: Readonly<Record<string, string>> = { xzb: '#f5b800', xzbn: '#f5b800' };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The theme colour for a site: the server's colour when valid, else the spec's fixed colour, else blue. */
export function themeColorFor(siteCode: string, site: Pick<SiteView, 'code' | 'theme_color'> | null): string {
  if (site && site.code === siteCode && HEX.test(site.theme_color)) return site.theme_color;
  // The code comes from ?site=: own entries only (`?site=constructor` must not find Object).
  return Object.hasOwn(FIXED_COLORS, siteCode) ? FIXED_COLORS[siteCode]! : DEFAULT_THEME_COLOR;
}

/** Readable text colour on top of a theme colour (dark text on yellow, white on blue). */
export function contrastText(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.62 ? '#1f1f1f' : '#ffffff';
}

/** Writes the theme variables and the mode onto the document. */
export function applyTheme(doc: Document, color: string, mode: Mode): void {
  const root = doc.documentElement;
  root.style.setProperty('--tifo-primary', color);
  root.style.setProperty('--tifo-on-primary', contrastText(color));
  root.style.setProperty('--adm-color-primary', color);
  root.setAttribute('data-prefers-color-scheme', mode);
  doc.body.classList.toggle('mode-dark', mode === 'dark');
  doc.body.classList.toggle('mode-light', mode === 'light');
  doc.body.dataset.mode = mode;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'dark' ? '#111111' : color);
}
