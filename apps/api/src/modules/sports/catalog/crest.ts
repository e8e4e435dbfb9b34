import { Rng } from '../rng';

// Club-like colour pairs; chosen by a hash of the club, never copied from a real badge.
const PALETTE: Array<[string, string]> = [
  ['#c8102e', '#ffffff'],
  ['#034694', '#ffffff'],
  ['#6cabdd', '#1c2c5b'],
  ['#fdb913', '#231f20'],
  ['#132257', '#ffffff'],
  ['#7a263a', '#1bb1e7'],
  ['#00a650', '#ffffff'],
  ['#000000', '#ffffff'],
  ['#ef0107', '#063672'],
  ['#ffcd00', '#00529f'],
  ['#5c2d91', '#ffd200'],
  ['#e30613', '#000000'],
  ['#0057b8', '#ffd700'],
  ['#f47a20', '#1d1d1b'],
  ['#006a4e', '#f2c200'],
  ['#8b0000', '#f5deb3'],
];
const PATTERNS = ['plain', 'stripes', 'halves', 'hoops', 'sash', 'chevron'] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to three capital letters for a badge: the initials of the significant words, else the first letters. */
export function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((w) => /^[A-Za-zÀ-ÿ]/.test(w));
  const letters = words.length >= 2 ? words.map((w) => w[0]).join('') : (words[0] ?? name).slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
}

function pattern(kind: (typeof PATTERNS)[number], color: string): string {
  switch (kind) {
    case 'stripes':
      return [18, 34, 50].map((x) => `<rect x="${x}" y="0" width="8" height="80" fill="${color}"/>`).join('');
    case 'halves':
      return `<rect x="32" y="0" width="32" height="80" fill="${color}"/>`;
    case 'hoops':
      return [14, 34, 54].map((y) => `<rect x="0" y="${y}" width="64" height="9" fill="${color}"/>`).join('');
    case 'sash':
      return `<path d="M0 10 L14 0 L64 58 L64 74 Z" fill="${color}"/>`;
    case 'chevron':
      return `<path d="M0 20 L32 44 L64 20 L64 32 L32 56 L0 32 Z" fill="${color}"/>`;
    default:
      return '';
  }
}

/** A generated shield crest (64x80 SVG) for a club: seeded colours and pattern, the club's initials. */
export function teamCrestSvg(key: string, name: string): string {
  const rng = new Rng(`crest/${key}`);
  const [base, accent] = rng.pick(PALETTE);
  const kind = rng.pick(PATTERNS);
  const shield = 'M4 4 H60 V40 C60 60 44 72 32 78 C20 72 4 60 4 40 Z';
  const text = escapeXml(initials(name));
  const size = text.length > 2 ? 15 : 19;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 80" width="64" height="80">` +
    `<defs><clipPath id="s"><path d="${shield}"/></clipPath></defs>` +
    `<g clip-path="url(#s)"><rect width="64" height="80" fill="${base}"/>${pattern(kind, accent)}</g>` +
    `<path d="${shield}" fill="none" stroke="#1d1d1b" stroke-width="3"/>` +
    `<circle cx="32" cy="38" r="15" fill="#ffffff" stroke="#1d1d1b" stroke-width="2"/>` +
    `<text x="32" y="${38 + size / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" fill="#1d1d1b">${text}</text></svg>`
  );
}

/** A generated round emblem (64x64 SVG) for a competition with its short name. */
export function competitionLogoSvg(key: string, shortName: string): string {
  const rng = new Rng(`comp/${key}`);
  const [base, accent] = rng.pick(PALETTE);
  const text = escapeXml(shortName.length > 4 ? initials(shortName) : shortName);
  const size = text.length > 3 ? 14 : 18;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="30" fill="${base}" stroke="${accent}" stroke-width="4"/>` +
    `<text x="32" y="${32 + size / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" fill="${accent}">${text}</text></svg>`
  );
}
