// What the World Cup files do not say about the teams in them. The 2018 and 2026 team files give FIFA codes
// and confederations, and the 2026 file flag emoji; these fill the rest (teams that only played a 2022 or
// play-off match, and flags of the 2018-only teams). Flags are flag-icons codes (gb-eng and so on).

/** FIFA code, confederation and flag of teams missing from the team files. */
export const EXTRA_NATIONS: Record<string, { code: string; confed: string; flag: string }> = {
  Albania: { code: 'ALB', confed: 'UEFA', flag: 'al' },
  Bolivia: { code: 'BOL', confed: 'CONMEBOL', flag: 'bo' },
  Cameroon: { code: 'CMR', confed: 'CAF', flag: 'cm' },
  Italy: { code: 'ITA', confed: 'UEFA', flag: 'it' },
  Jamaica: { code: 'JAM', confed: 'CONCACAF', flag: 'jm' },
  Kosovo: { code: 'KVX', confed: 'UEFA', flag: 'xk' },
  'New Caledonia': { code: 'NCL', confed: 'OFC', flag: 'nc' },
  'North Macedonia': { code: 'MKD', confed: 'UEFA', flag: 'mk' },
  'Northern Ireland': { code: 'NIR', confed: 'UEFA', flag: 'gb-nir' },
  'Republic of Ireland': { code: 'IRL', confed: 'UEFA', flag: 'ie' },
  Romania: { code: 'ROU', confed: 'UEFA', flag: 'ro' },
  Slovakia: { code: 'SVK', confed: 'UEFA', flag: 'sk' },
  Suriname: { code: 'SUR', confed: 'CONCACAF', flag: 'sr' },
  Ukraine: { code: 'UKR', confed: 'UEFA', flag: 'ua' },
  Wales: { code: 'WAL', confed: 'UEFA', flag: 'gb-wls' },
};

/** Flags of teams in the 2018 team file (which has no flags) that are not in the 2026 one. */
export const EXTRA_FLAGS: Record<string, string> = {
  'Costa Rica': 'cr',
  Denmark: 'dk',
  England: 'gb-eng',
  Iceland: 'is',
  Nigeria: 'ng',
  Peru: 'pe',
  Poland: 'pl',
  Russia: 'ru',
  Scotland: 'gb-sct',
  Serbia: 'rs',
};
