import type { Lang } from '../../http/error-codes';
import type { SiteDefinition, SiteVariant } from './site-list';

/** The site as clients see it in getCommonConfig. */
export interface SiteView {
  code: string;
  source: number;
  name: string;
  theme_color: string;
  logo: string;
  /** Page title per route (spec section 2: /live, /score, /live/lives, /c2c, /user-center). */
  titles: Record<string, string>;
  keywords: string;
  variant: SiteVariant;
  brand: string;
  /** Whether the app-download banner shows; partner builds run inside their own apps, so they hide it. */
  download_banner: boolean;
}

const TITLE_PARTS: Record<Lang, Record<string, string>> = {
  zh: {
    '/live': '直播',
    '/score': '比分',
    '/live/lives': '正在直播',
    '/c2c': '私信',
    '/user-center': '个人中心',
  },
  pt: {
    '/live': 'Ao vivo',
    '/score': 'Placar',
    '/live/lives': 'Transmissões ao vivo',
    '/c2c': 'Mensagens',
    '/user-center': 'Minha conta',
  },
};

const KEYWORDS: Record<Lang, string> = {
  zh: '足球直播,篮球直播,比分,赛程,积分榜,体育数据',
  pt: 'futebol ao vivo,basquete ao vivo,placar,calendário,classificação,estatísticas',
};

/** The URL of a site's generated logo. */
export function logoUrl(code: string): string {
  return `/api/site/logo/${code}.svg`;
}

/** The public view of a site in one language. */
export function siteView(site: SiteDefinition, lang: Lang): SiteView {
  const name = lang === 'pt' ? site.namePt : site.name;
  const titles = Object.fromEntries(
    Object.entries(TITLE_PARTS[lang]).map(([route, part]) => [route, `${part} - ${name}`]),
  );
  return {
    code: site.code,
    source: site.source,
    name,
    theme_color: site.themeColor,
    logo: logoUrl(site.code),
    titles,
    keywords: `${name},${KEYWORDS[lang]}`,
    variant: site.variant,
    brand: site.brand,
    download_banner: site.variant === 'main',
  };
}
