// National team names in the interface language. The API gives English names and flag codes; the browser's
// own region names (Intl.DisplayNames) translate the ISO codes, and the four home nations of the UK, which
// have no ISO code of their own, come from this table.

const HOME_NATIONS: Record<string, { zh: string; pt: string }> = {
  'gb-eng': { zh: '英格兰', pt: 'Inglaterra' },
  'gb-sct': { zh: '苏格兰', pt: 'Escócia' },
  'gb-wls': { zh: '威尔士', pt: 'País de Gales' },
  'gb-nir': { zh: '北爱尔兰', pt: 'Irlanda do Norte' },
};

const regionNames = new Map<string, Intl.DisplayNames>();

function regionName(code: string, lang: string): string | undefined {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    regionNames.set(lang, names);
  }
  try {
    return names.of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

/** The team's name in `lang` ("zh-CN", "pt-BR"); the English name when nothing better is known. */
export function nationName(team: { name: string; flag_code: string }, lang: string): string {
  const home = Object.hasOwn(HOME_NATIONS, team.flag_code) ? HOME_NATIONS[team.flag_code] : undefined;
  if (home) return lang.startsWith('zh') ? home.zh : lang.startsWith('pt') ? home.pt : team.name;
  if (lang.startsWith('en') || !/^[a-z]{2}$/.test(team.flag_code)) return team.name;
  return regionName(team.flag_code, lang) ?? team.name;
}
