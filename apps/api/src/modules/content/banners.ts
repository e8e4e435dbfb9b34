import type { Db } from '../../db/database';
import type { Lang } from '../../http/error-codes';
import { escapeXml, textColorOn } from '../sites';
import type { SiteDefinition } from '../sites';

/** A home banner as clients see it; `link` is an in-app route (the client prefixes /m/). */
export interface BannerView {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** The banners a site shows now: its own and the all-site ones, enabled and within their dates, by sort. */
export async function listBanners(
  db: Db,
  site: SiteDefinition,
  lang: Lang,
  now: number,
): Promise<BannerView[]> {
  const rows = await db.kysely
    .selectFrom('home_banners')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('site_code', '=', ''), eb('site_code', '=', site.code)]))
    .where((eb) => eb.or([eb('starts_at', '=', 0), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', '=', 0), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: lang === 'pt' ? row.title_pt : row.title_zh,
    subtitle: lang === 'pt' ? row.subtitle_pt : row.subtitle_zh,
    image: `/api/home/bannerImage/${row.id}.svg?site=${encodeURIComponent(site.code)}&lang=${lang === 'pt' ? 'pt-br' : 'zh'}`,
    link: row.link,
  }));
}

/** One banner's texts, or undefined. */
export async function findBanner(
  db: Db,
  id: number,
): Promise<{ title_zh: string; title_pt: string; subtitle_zh: string; subtitle_pt: string } | undefined> {
  return db.kysely
    .selectFrom('home_banners')
    .select(['title_zh', 'title_pt', 'subtitle_zh', 'subtitle_pt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A 750x300 banner image: the title and subtitle on a gradient of the site's theme colour. */
export function bannerSvg(site: SiteDefinition, title: string, subtitle: string): string {
  const fg = textColorOn(site.themeColor);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${site.themeColor}"/><stop offset="1" stop-color="${site.themeColor}" stop-opacity="0.65"/>`,
    '</linearGradient></defs>',
    '<rect width="750" height="300" rx="24" fill="url(#g)"/>',
    `<circle cx="650" cy="70" r="140" fill="${fg}" fill-opacity="0.08"/>`,
    `<text x="48" y="140" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="${fg}">${escapeXml(title)}</text>`,
    `<text x="48" y="200" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="${fg}" fill-opacity="0.85">${escapeXml(subtitle)}</text>`,
    '</svg>',
  ].join('');
}

const DEMO_BANNERS = [
  {
    title_zh: '今日赛程与实时比分',
    title_pt: 'Jogos de hoje e placar ao vivo',
    subtitle_zh: '足球篮球比赛一屏看全',
    subtitle_pt: 'Futebol e basquete numa só tela',
    link: '/score',
    sort: 1,
  },
  {
    title_zh: '注册账号，关注你的球队',
    title_pt: 'Crie sua conta e siga seus times',
    subtitle_zh: '比分、直播和聊天，一个账号全搞定',
    subtitle_pt: 'Placar, transmissões e chat numa só conta',
    link: '/register',
    sort: 2,
  },
  {
    title_zh: '告诉我们你的想法',
    title_pt: 'Conte o que você acha',
    subtitle_zh: '每一条意见反馈我们都会认真阅读',
    subtitle_pt: 'Lemos cada mensagem que você envia',
    link: '/feedback',
    sort: 3,
  },
  {
    title_zh: '关于我们',
    title_pt: 'Quem somos',
    subtitle_zh: '为球迷打造的比分与直播平台',
    subtitle_pt: 'Placar e transmissões feitos para torcedores',
    link: '/mobile/about',
    sort: 4,
  },
];

/** Seed step: the demo banners, pointing at screens that exist in the app (each added once, by link). */
export async function seedBanners(db: Db): Promise<void> {
  const present = new Set(
    (await db.kysely.selectFrom('home_banners').select('link').execute()).map((row) => row.link),
  );
  const missing = DEMO_BANNERS.filter((banner) => !present.has(banner.link));
  if (missing.length > 0) await db.kysely.insertInto('home_banners').values(missing).execute();
}
