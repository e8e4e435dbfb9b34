// The white-label sites of spec section 9. Source codes the spec names are kept; the others are assigned here
// (see README "White-label sites"): 31-38 are the partner slots, one site each.

/** Which root screen and chrome a site gets: the main product or a partner build. */
export type SiteVariant = 'main' | 'partner';

/** The brand family a site belongs to; avatars and logos are shared within a family. */
export type SiteBrand = 'tifo' | 'xzb' | 'kqb' | 'qutu' | 'sptyx' | 'lttu';

/** One white-label site. */
export interface SiteDefinition {
  /** The site code clients send as `site`. */
  code: string;
  /** The numeric source code clients send as `sp_source`. */
  source: number;
  /** Display name (Chinese) and the Portuguese-Brazilian one. */
  name: string;
  namePt: string;
  /** Up to three Latin letters for the generated logo. */
  initials: string;
  /** Theme colour, #rrggbb. */
  themeColor: string;
  brand: SiteBrand;
  variant: SiteVariant;
}

/** The default blue of every site without its own colour. */
export const DEFAULT_THEME_COLOR = '#1677ff';
/** The yellow of site xzb. */
export const XZB_THEME_COLOR = '#f5b800';

const blue = DEFAULT_THEME_COLOR;

/** Every site, the main site first. */
export const SITES: readonly SiteDefinition[] = [
  {
    code: 'pq8',
    source: 1,
    name: 'Tifo',
    namePt: 'Tifo',
    initials: 'T',
    themeColor: blue,
    brand: 'tifo',
    variant: 'main',
  },
  {
    code: 'pq8sp',
    source: 25,
    name: 'Tifo 体育',
    namePt: 'Tifo Esportes',
    initials: 'TS',
    themeColor: blue,
    brand: 'tifo',
    variant: 'partner',
  },
  {
    code: 'xzb',
    source: 38,
    name: '星直播',
    namePt: 'Estrela Ao Vivo',
    initials: 'XZB',
    themeColor: XZB_THEME_COLOR,
    brand: 'xzb',
    variant: 'partner',
  },
  {
    code: 'xzbn',
    source: 5,
    name: '星直播 Nova',
    namePt: 'Estrela Nova',
    initials: 'XN',
    themeColor: blue,
    brand: 'xzb',
    variant: 'partner',
  },
  {
    code: 'kqb',
    source: 11,
    name: '看球吧',
    namePt: 'Veja o Jogo',
    initials: 'KQB',
    themeColor: blue,
    brand: 'kqb',
    variant: 'partner',
  },
  {
    code: 'kqb2',
    source: 12,
    name: '看球吧极速版',
    namePt: 'Veja o Jogo Lite',
    initials: 'KQ2',
    themeColor: blue,
    brand: 'kqb',
    variant: 'partner',
  },
  {
    code: 'kqb_ios',
    source: 6,
    name: '看球吧 iOS',
    namePt: 'Veja o Jogo iOS',
    initials: 'KQI',
    themeColor: blue,
    brand: 'kqb',
    variant: 'partner',
  },
  {
    code: 'qutu',
    source: 9,
    name: '球途',
    namePt: 'Rota da Bola',
    initials: 'QT',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutup1',
    source: 33,
    name: '球途 P1',
    namePt: 'Rota da Bola P1',
    initials: 'QP1',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutup2',
    source: 34,
    name: '球途 P2',
    namePt: 'Rota da Bola P2',
    initials: 'QP2',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutup3',
    source: 35,
    name: '球途 P3',
    namePt: 'Rota da Bola P3',
    initials: 'QP3',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutup',
    source: 30,
    name: '球途 Plus',
    namePt: 'Rota da Bola Plus',
    initials: 'QTP',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutupv',
    source: 31,
    name: '球途视频',
    namePt: 'Rota da Bola Vídeo',
    initials: 'QTV',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutupv1',
    source: 32,
    name: '球途视频 Lite',
    namePt: 'Rota da Bola Vídeo Lite',
    initials: 'QV1',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'qutua',
    source: 904,
    name: '球途安卓版',
    namePt: 'Rota da Bola Android',
    initials: 'QTA',
    themeColor: blue,
    brand: 'qutu',
    variant: 'partner',
  },
  {
    code: 'sptyx',
    source: 36,
    name: '体育秀',
    namePt: 'Show Esportivo',
    initials: 'TYX',
    themeColor: blue,
    brand: 'sptyx',
    variant: 'partner',
  },
  {
    code: 'lttu',
    source: 37,
    name: '乐途体育',
    namePt: 'Lettu Esportes',
    initials: 'LT',
    themeColor: blue,
    brand: 'lttu',
    variant: 'partner',
  },
];

/** The main site, used when a request names no known site. */
export const DEFAULT_SITE_CODE = 'pq8';
