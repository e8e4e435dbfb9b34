import type { SiteDefinition } from './site-list';

/** Black or white, whichever reads better on a background colour (WCAG relative luminance). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  const hex = background.replace('#', '');
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.45 ? '#000000' : '#ffffff';
}

/** A square SVG logo: the site's initials on its theme colour, rounded corners. */
export function siteLogoSvg(site: SiteDefinition): string {
  const fontSize = site.initials.length <= 1 ? 64 : site.initials.length === 2 ? 48 : 36;
  const fg = textColorOn(site.themeColor);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<title>${escapeXml(site.name)}</title>`,
    `<rect width="128" height="128" rx="28" fill="${site.themeColor}"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"`,
    ` font-weight="700" font-size="${fontSize}" fill="${fg}">${escapeXml(site.initials)}</text>`,
    '</svg>',
  ].join('');
}

/** Escapes text for XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
