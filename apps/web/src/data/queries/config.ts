import { useQuery } from '@tanstack/react-query';
import { getCommonConfig } from '../../api/config';
import type { CommonConfig } from '../../api/types';
import { takeEarly } from '../../lib/early-fetch';
import { siteCode, useAppStore } from '../../store/app-store';

/** Early-fetch key of the common config (a route may start it with the navigation: lib/early-fetch.ts). */
export const commonConfigKey = (site: string, lang: string) => `common-config:${site}:${lang}`;

/** The common configuration of this site; its branding is kept in the store for the next cold start. */
export function useCommonConfig() {
  // The server answers in the request's language (site name, titles), so the language is part of the key.
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ['config', 'common', siteCode, lang],
    queryFn: async () => {
      // A route may have started this request with the navigation (features/live/early-room.ts).
      const config = await (takeEarly<CommonConfig>(commonConfigKey(siteCode, lang)) ??
        getCommonConfig(siteCode));
      if (config?.site) useAppStore.getState().setSite(config.site);
      return config;
    },
    staleTime: 5 * 60_000,
    retry: 2,
  });
}
