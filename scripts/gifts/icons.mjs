// The gift icons (64x64 SVG), drawn by hand in code: one per catalog code (apps/api/src/modules/gifts/catalog-seed.ts).

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>\n`;

/** Icon SVG text by gift code. */
export const ICONS = {
  heart: svg(
    '<path d="M32 56 C12 42 4 32 4 21 C4 12 11 6 19 6 C25 6 29 9 32 14 C35 9 39 6 45 6 C53 6 60 12 60 21 C60 32 52 42 32 56Z" fill="#ff3d6e"/>' +
      '<ellipse cx="19" cy="18" rx="6" ry="4" fill="#fff" opacity=".45"/>',
  ),
  whistle: svg(
    '<rect x="30" y="14" width="26" height="10" rx="3" fill="#9aa7b8"/>' +
      '<circle cx="26" cy="36" r="18" fill="#c9d3df"/><circle cx="26" cy="36" r="7" fill="#5b6878"/>' +
      '<path d="M8 20 L2 12" stroke="#ffb400" stroke-width="4" stroke-linecap="round"/>',
  ),
  ball: svg(
    '<circle cx="32" cy="32" r="27" fill="#fff" stroke="#222" stroke-width="3"/>' +
      '<polygon points="32,20 43,28 39,41 25,41 21,28" fill="#222"/>' +
      '<path d="M32 20 V6 M43 28 L56 23 M39 41 L47 53 M25 41 L17 53 M21 28 L8 23" stroke="#222" stroke-width="3"/>',
  ),
  beer: svg(
    '<rect x="12" y="18" width="32" height="40" rx="4" fill="#ffb300"/>' +
      '<path d="M44 26 h8 a6 6 0 0 1 6 6 v10 a6 6 0 0 1 -6 6 h-8" fill="none" stroke="#ffb300" stroke-width="5"/>' +
      '<path d="M10 20 C10 10 20 8 24 12 C28 6 40 8 40 14 C48 14 48 22 44 22 H12Z" fill="#fffbe8"/>',
  ),
  rose: svg(
    '<path d="M32 34 V60" stroke="#2e9d4a" stroke-width="4"/><path d="M32 48 C22 44 18 48 16 52 C24 54 28 52 32 48Z" fill="#2e9d4a"/>' +
      '<path d="M32 36 C18 36 14 24 18 14 C24 18 28 14 32 8 C36 14 40 18 46 14 C50 24 46 36 32 36Z" fill="#e8174a"/>' +
      '<path d="M26 20 C30 26 34 26 38 20" stroke="#9e0c30" stroke-width="2" fill="none"/>',
  ),
  scarf: svg(
    '<path d="M8 14 H56 V26 H8Z" fill="#1565c0"/><path d="M8 18 H56 M8 22 H56" stroke="#fff" stroke-width="2"/>' +
      '<path d="M40 26 H52 V54 H40Z" fill="#1565c0"/><path d="M40 56 v4 M44 56 v4 M48 56 v4 M52 56 v4" stroke="#1565c0" stroke-width="2"/>',
  ),
  jersey: svg(
    '<path d="M20 6 L8 14 L4 28 L14 30 L16 58 H48 L50 30 L60 28 L56 14 L44 6 C40 12 24 12 20 6Z" fill="#e53935"/>' +
      '<text x="32" y="46" font-family="Arial" font-size="20" font-weight="bold" fill="#fff" text-anchor="middle">10</text>',
  ),
  medal: svg(
    '<path d="M20 4 L30 28 L34 28 L24 4Z M44 4 L34 28 L30 28 L40 4Z" fill="#1e88e5"/>' +
      '<circle cx="32" cy="42" r="17" fill="#ffc107" stroke="#e0a000" stroke-width="3"/>' +
      '<polygon points="32,32 35,39 42,39 36,43 38,50 32,46 26,50 28,43 22,39 29,39" fill="#fff8e1"/>',
  ),
  boot: svg(
    '<path d="M16 6 H34 V34 L56 42 C60 44 60 54 54 54 H10 C8 54 8 50 10 48 L16 40Z" fill="#ffc107" stroke="#d49500" stroke-width="2"/>' +
      '<path d="M14 58 h4 M26 58 h4 M38 58 h4 M50 58 h4" stroke="#8d6e00" stroke-width="4" stroke-linecap="round"/>',
  ),
  fireworks: svg(
    '<g stroke-width="4" stroke-linecap="round"><path d="M32 32 L32 6" stroke="#ff5252"/><path d="M32 32 L54 18" stroke="#ffd740"/>' +
      '<path d="M32 32 L58 40" stroke="#69f0ae"/><path d="M32 32 L44 58" stroke="#40c4ff"/><path d="M32 32 L16 56" stroke="#e040fb"/>' +
      '<path d="M32 32 L6 38" stroke="#ffab40"/><path d="M32 32 L12 12" stroke="#ff4081"/></g><circle cx="32" cy="32" r="6" fill="#fff59d"/>',
  ),
  trophy: svg(
    '<path d="M16 6 H48 V22 C48 34 40 40 32 40 C24 40 16 34 16 22Z" fill="#ffca28"/>' +
      '<path d="M16 10 H6 C6 22 12 26 18 26 M48 10 H58 C58 22 52 26 46 26" fill="none" stroke="#ffca28" stroke-width="4"/>' +
      '<rect x="28" y="40" width="8" height="10" fill="#e0a000"/><rect x="18" y="50" width="28" height="8" rx="2" fill="#8d6e63"/>',
  ),
  rocket: svg(
    '<path d="M32 2 C44 12 46 30 42 44 H22 C18 30 20 12 32 2Z" fill="#eceff1"/><circle cx="32" cy="22" r="6" fill="#29b6f6"/>' +
      '<path d="M22 34 L12 48 L22 46Z M42 34 L52 48 L42 46Z" fill="#e53935"/>' +
      '<path d="M24 46 C26 56 30 60 32 62 C34 60 38 56 40 46Z" fill="#ff9800"/>',
  ),
};
