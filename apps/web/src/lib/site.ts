// Which white-label site this page belongs to. The code comes from `?site=` (remembered for later visits),
// else the build's VITE_SITE, else the default site pq8. Everything else about the site (name, colour, titles,
// variant) comes from the server's common configuration.

/** The site used when nothing else is configured. */
export const DEFAULT_SITE = 'pq8';
/** localStorage key remembering the site chosen by `?site=`. It is not site-prefixed: it decides the prefix. */
export const SITE_STORAGE_KEY = 'tifo-site';

/** Source codes the spec fixes (section 9); other sites learn theirs from the common configuration. */
export const KNOWN_SOURCES: Readonly<Record<string, number>> = {
  qutu: 9,
  qutup: 30,
  qutua: 904,
  kqb: 11,
  kqb2: 12,
  kqb_ios: 6,
  pq8sp: 25,
  xzbn: 5,
};

/** The spec's source code of a site, own entries only: `?site=constructor` is a site code, not Object's. */
export function knownSource(siteCode: string): number | undefined {
  return Object.hasOwn(KNOWN_SOURCES, siteCode) ? KNOWN_SOURCES[siteCode] : undefined;
}

const SITE_CODE = /^[a-z0-9_]{1,32}$/i;

/** Resolves the site code from the page query, the remembered choice and the build default; remembers a query choice. */
export function resolveSiteCode(
  query: Record<string, string>,
  storage: Storage | undefined,
  envSite?: string,
): string {
  const fromQuery = query.site?.trim();
  if (fromQuery && SITE_CODE.test(fromQuery)) {
    storage?.setItem(SITE_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const remembered = storage?.getItem(SITE_STORAGE_KEY);
  if (remembered && SITE_CODE.test(remembered)) return remembered;
  if (envSite && SITE_CODE.test(envSite)) return envSite;
  return DEFAULT_SITE;
}

/** The persisted-store key for a site: "<siteCode>-tifo". */
export function storeKey(siteCode: string): string {
  return `${siteCode}-tifo`;
}

/**
 * The page's localStorage, or undefined where there is none or it throws on access (private-mode Safari): the
 * app, and the live room page's first script, then run without persistence.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
