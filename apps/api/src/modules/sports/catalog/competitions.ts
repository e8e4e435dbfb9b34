import type { Competition } from './types';

type Meta = Omit<Competition, 'id' | 'code' | 'sport_id'>;

function league(
  name_zh: string,
  short_name_zh: string,
  short_name_en: string,
  country_code: string,
  country_en: string,
  country_zh: string,
  tz_offset: number,
  kind: 'league' | 'cup' = 'league',
): Meta {
  return {
    kind,
    name_en: '',
    name_zh,
    short_name_zh,
    short_name_en,
    country_code,
    country_en,
    country_zh,
    tz_offset,
  };
}

/**
 * Every competition the product knows, keyed by openfootball code (basketball ones by our own code).
 * The position in this list is the competition id (1-based), so ids never change: append, never reorder.
 * English full names come from the data files; Chinese names are the usual ones on Chinese score sites.
 */
export const COMPETITION_META: ReadonlyArray<[code: string, sport: 1 | 2, meta: Meta]> = [
  ['en.1', 1, league('英格兰超级联赛', '英超', 'EPL', 'gb-eng', 'England', '英格兰', 0)],
  ['es.1', 1, league('西班牙甲级联赛', '西甲', 'La Liga', 'es', 'Spain', '西班牙', 60)],
  ['de.1', 1, league('德国甲级联赛', '德甲', 'Bundesliga', 'de', 'Germany', '德国', 60)],
  ['it.1', 1, league('意大利甲级联赛', '意甲', 'Serie A', 'it', 'Italy', '意大利', 60)],
  ['fr.1', 1, league('法国甲级联赛', '法甲', 'Ligue 1', 'fr', 'France', '法国', 60)],
  ['uefa.cl', 1, league('欧洲冠军联赛', '欧冠', 'UCL', 'eu', 'Europe', '欧洲', 60, 'cup')],
  ['cn.1', 1, league('中国足球超级联赛', '中超', 'CSL', 'cn', 'China', '中国', 480)],
  ['pt.1', 1, league('葡萄牙超级联赛', '葡超', 'Primeira Liga', 'pt', 'Portugal', '葡萄牙', 0)],
  ['nl.1', 1, league('荷兰甲级联赛', '荷甲', 'Eredivisie', 'nl', 'Netherlands', '荷兰', 60)],
  ['en.2', 1, league('英格兰冠军联赛', '英冠', 'Championship', 'gb-eng', 'England', '英格兰', 0)],
  ['en.3', 1, league('英格兰甲级联赛', '英甲', 'League One', 'gb-eng', 'England', '英格兰', 0)],
  ['en.4', 1, league('英格兰乙级联赛', '英乙', 'League Two', 'gb-eng', 'England', '英格兰', 0)],
  ['es.2', 1, league('西班牙乙级联赛', '西乙', 'Segunda', 'es', 'Spain', '西班牙', 60)],
  ['de.2', 1, league('德国乙级联赛', '德乙', '2. Bundesliga', 'de', 'Germany', '德国', 60)],
  ['it.2', 1, league('意大利乙级联赛', '意乙', 'Serie B', 'it', 'Italy', '意大利', 60)],
  ['fr.2', 1, league('法国乙级联赛', '法乙', 'Ligue 2', 'fr', 'France', '法国', 60)],
  ['at.1', 1, league('奥地利甲级联赛', '奥甲', 'Bundesliga AT', 'at', 'Austria', '奥地利', 60)],
  ['at.2', 1, league('奥地利乙级联赛', '奥乙', '2. Liga AT', 'at', 'Austria', '奥地利', 60)],
  ['be.1', 1, league('比利时甲级联赛', '比甲', 'Pro League', 'be', 'Belgium', '比利时', 60)],
  ['sco.1', 1, league('苏格兰超级联赛', '苏超', 'Premiership', 'gb-sct', 'Scotland', '苏格兰', 0)],
  ['tr.1', 1, league('土耳其超级联赛', '土超', 'Süper Lig', 'tr', 'Turkey', '土耳其', 180)],
  ['gr.1', 1, league('希腊超级联赛', '希腊超', 'Super League GR', 'gr', 'Greece', '希腊', 120)],
  ['au.1', 1, league('澳大利亚超级联赛', '澳超', 'A-League', 'au', 'Australia', '澳大利亚', 600)],
  ['dz.1', 1, league('阿尔及利亚甲级联赛', '阿尔及甲', 'Ligue 1 DZ', 'dz', 'Algeria', '阿尔及利亚', 60)],
  ['eg.1', 1, league('埃及超级联赛', '埃及超', 'Premiership EG', 'eg', 'Egypt', '埃及', 120)],
  ['ma.1', 1, league('摩洛哥超级联赛', '摩洛超', 'Botola Pro', 'ma', 'Morocco', '摩洛哥', 60)],
  ['mx.1', 1, league('墨西哥超级联赛', '墨超', 'Liga MX', 'mx', 'Mexico', '墨西哥', -360)],
  ['ar.1', 1, league('阿根廷甲级联赛', '阿甲', 'Liga Profesional', 'ar', 'Argentina', '阿根廷', -180)],
  ['br.1', 1, league('巴西甲级联赛', '巴西甲', 'Série A', 'br', 'Brazil', '巴西', -180)],
  ['br.2', 1, league('巴西乙级联赛', '巴西乙', 'Série B', 'br', 'Brazil', '巴西', -180)],
  ['co.1', 1, league('哥伦比亚甲级联赛', '哥伦甲', 'Primera A', 'co', 'Colombia', '哥伦比亚', -300)],
  [
    'copa.l',
    1,
    league('南美解放者杯', '解放者杯', 'Libertadores', '', 'South America', '南美洲', -180, 'cup'),
  ],
  ['jp.1', 1, league('日本职业足球甲级联赛', '日职联', 'J1 League', 'jp', 'Japan', '日本', 540)],
  ['mls', 1, league('美国职业大联盟', '美职联', 'MLS', 'us', 'USA', '美国', -300)],
  ['nba', 2, league('美国职业篮球联赛', 'NBA', 'NBA', 'us', 'USA', '美国', -300)],
  ['cba', 2, league('中国男子篮球职业联赛', 'CBA', 'CBA', 'cn', 'China', '中国', 480)],
  ['friendly', 1, league('俱乐部友谊赛', '友谊赛', 'Friendlies', '', 'World', '国际', 0, 'cup')],
];

/** The competition record for a code (name_en defaults to the short name until the data file names it). */
export function competitionFor(code: string): Competition | undefined {
  const index = COMPETITION_META.findIndex(([c]) => c === code);
  if (index < 0) return undefined;
  const [, sport, meta] = COMPETITION_META[index]!;
  return { id: index + 1, code, sport_id: sport, ...meta, name_en: meta.name_en || meta.short_name_en };
}
