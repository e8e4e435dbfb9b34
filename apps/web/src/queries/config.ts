import { useQuery } from '@tanstack/react-query';
import { getCommonConfig } from '../api/config';
import { siteCode, useAppStore } from '../store/app-store';

/** The common configuration of this site; its branding is kept in the store for the next cold start. */
export function useCommonConfig() {
  // The server answers in the request's language (site name, titles), so the language is part of the key.
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ['config', 'common', siteCode, lang],
    queryFn: async () => {
      const config = await getCommonConfig(siteCode);
      if (config?.site) useAppStore.getState().setSite(config.site);
      return config;
    },
    staleTime: 5 * 60_000,
    retry: 2,
  });
}
