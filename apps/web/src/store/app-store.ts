import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SiteView, UserInfo } from '../api/types';
import { currentQuery } from '../lib/page-query';
import { SITE_STORAGE_KEY, browserStorage, resolveSiteCode, storeKey } from '../lib/site';

/** Display mode, set on the page body. */
export type Mode = 'light' | 'dark';
/** Interface languages. */
export type Lang = 'zh-CN' | 'pt-BR';

/** The persisted application state (spec section 3 "Application state", the parts built so far). */
export interface AppState {
  user: UserInfo | null;
  mode: Mode;
  lang: Lang;
  /** Branding of the current site, kept so a reload paints the right name and colour before the config arrives. */
  site: SiteView | null;
  /** Host the request helper currently uses ('' = page origin) and the configured rotation list. */
  apiHost: string;
  apiHosts: { url: string }[];
  inviteCode: string;
  channelCode: string;
  setUser: (user: UserInfo | null) => void;
  patchUser: (patch: Partial<UserInfo>) => void;
  setMode: (mode: Mode) => void;
  setLang: (lang: Lang) => void;
  setSite: (site: SiteView) => void;
  setApiHosts: (hosts: { url: string }[], current: string) => void;
  setReferral: (inviteCode: string, channelCode: string) => void;
}

/** The site code of this page (query, remembered, VITE_SITE, default). Decided once, at load. */
export const siteCode = resolveSiteCode(currentQuery(), browserStorage(), import.meta.env.VITE_SITE);

/** The one application store, persisted under "<siteCode>-tifo". */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: null,
      mode: 'light',
      lang: 'zh-CN',
      site: null,
      apiHost: '',
      apiHosts: [],
      inviteCode: '',
      channelCode: '',
      setUser: (user) => set({ user }),
      patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : {})),
      setMode: (mode) => set({ mode }),
      setLang: (lang) => set({ lang }),
      setSite: (site) => set({ site }),
      setApiHosts: (apiHosts, apiHost) => set({ apiHosts, apiHost }),
      setReferral: (inviteCode, channelCode) => set({ inviteCode, channelCode }),
    }),
    {
      name: storeKey(siteCode),
      storage: createJSONStorage(() => browserStorage() ?? sessionStorage),
      partialize: (s) => ({
        user: s.user,
        mode: s.mode,
        lang: s.lang,
        site: s.site,
        apiHost: s.apiHost,
        apiHosts: s.apiHosts,
        inviteCode: s.inviteCode,
        channelCode: s.channelCode,
      }),
    },
  ),
);

/** Logged in when the user id is above 0 (spec section 3). */
export function isLoggedIn(user: Pick<UserInfo, 'id'> | null | undefined): user is UserInfo {
  return !!user && Number(user.id) > 0;
}

/**
 * Login expiry (spec section 4/8): user info resets and local storage is cleared. The site choice and the
 * display preferences survive because they are not session data; the store rewrites its key without the user.
 */
export function resetSession(): void {
  const storage = browserStorage();
  const site = storage?.getItem(SITE_STORAGE_KEY);
  storage?.clear();
  if (site) storage?.setItem(SITE_STORAGE_KEY, site);
  useAppStore.getState().setUser(null);
}

/** Applies the boot-time page query: `?mode=`, `?lang=`, invite and channel codes. */
export function applyPageQuery(query: Record<string, string>): void {
  const s = useAppStore.getState();
  if (query.mode === 'dark' || query.mode === 'light') s.setMode(query.mode);
  const lang = query.lang?.toLowerCase();
  if (lang === 'pt-br' || lang === 'pt') s.setLang('pt-BR');
  else if (lang === 'zh-cn' || lang === 'zh') s.setLang('zh-CN');
  const invite = query.invite_code ?? query.invite ?? query.inviteCode;
  const channel = query.channel_code ?? query.channel ?? query.channelCode;
  if (invite || channel) s.setReferral(invite ?? s.inviteCode, channel ?? s.channelCode);
}
