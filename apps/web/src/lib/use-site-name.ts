// The site's name as screens show it (page titles, the login and about screens).
import { siteCode, useAppStore } from '../store/app-store';

/** The site's display name: the server's, else the site code until the configuration arrives. */
export function useSiteName(): string {
  const site = useAppStore((s) => s.site);
  return site && site.code === siteCode ? site.name : 'Tifo';
}
