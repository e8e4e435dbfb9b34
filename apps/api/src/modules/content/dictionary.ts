import type { BaseDictionary } from '@tifo/api-contract';
import type { Lang } from '../../http/error-codes';

/** One dictionary entry: a stable code and its display name. */
export interface DictionaryEntry {
  code: string;
  name: string;
}

type Entries = ReadonlyArray<{ code: string; zh: string; pt: string }>;

// Codes are stable identifiers clients key on; sports_type codes are what clients derive sportId from
// (football 1, basketball 2, as in spec section 4).
const SPORTS_TYPE: Entries = [
  { code: 'football', zh: '足球', pt: 'Futebol' },
  { code: 'basketball', zh: '篮球', pt: 'Basquete' },
];

const FOOT_BALL_TYPE: Entries = [
  { code: 'league', zh: '联赛', pt: 'Liga' },
  { code: 'cup', zh: '杯赛', pt: 'Copa' },
  { code: 'international', zh: '国际赛', pt: 'Internacional' },
  { code: 'friendly', zh: '友谊赛', pt: 'Amistoso' },
];

const BASKET_BALL_TYPE: Entries = [
  { code: 'preseason', zh: '季前赛', pt: 'Pré-temporada' },
  { code: 'regular', zh: '常规赛', pt: 'Temporada regular' },
  { code: 'playoffs', zh: '季后赛', pt: 'Playoffs' },
  { code: 'finals', zh: '总决赛', pt: 'Finais' },
];

const INTEGRAL_TYPE: Entries = [
  { code: 'total', zh: '总积分', pt: 'Geral' },
  { code: 'home', zh: '主场', pt: 'Em casa' },
  { code: 'away', zh: '客场', pt: 'Fora' },
];

function localise(entries: Entries, lang: Lang): DictionaryEntry[] {
  return entries.map((e) => ({ code: e.code, name: lang === 'pt' ? e.pt : e.zh }));
}

/** The base dictionary of getBaseDictionary in one language. */
export function baseDictionary(lang: Lang): BaseDictionary {
  return {
    basket_ball_type: localise(BASKET_BALL_TYPE, lang),
    foot_ball_type: localise(FOOT_BALL_TYPE, lang),
    integral_type: localise(INTEGRAL_TYPE, lang),
    sports_type: localise(SPORTS_TYPE, lang),
  };
}
