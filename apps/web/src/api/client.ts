// Wires the request helper to the real app: antd-mobile toasts and dialogs (request-ui.ts, loaded on first use),
// the store, the page query.
import { i18next } from '../i18n';
import { goToLogin, isOnLoginPage } from '../lib/login-prompt';
import { currentQuery } from '../lib/page-query';
import { isIosApp, isMobile } from '../lib/platform';
import { knownSource } from '../lib/site';
import { resetSession, siteCode, useAppStore } from '../store/app-store';
import { HostPool, fetchHostList } from './hosts';
import { createRequest, type RequestUi } from './request';
import type * as RequestUiModule from './request-ui';

/** The host pool of this page; '' = page origin. */
export const hostPool = new HostPool('');
{
  const { apiHosts, apiHost } = useAppStore.getState();
  if (apiHosts.length > 0)
    hostPool.setList(
      apiHosts.map((h) => h.url),
      apiHost,
    );
}

let uiModule: Promise<typeof RequestUiModule> | null = null;
/** Runs `use` with the antd-mobile UI module, loading it once; calls keep their order (one promise chain). */
function withUi(use: (ui: typeof RequestUiModule) => void): void {
  uiModule ??= import('./request-ui');
  void uiModule.then(use);
}

/** Loads the request UI while the page is idle, so the first toast never waits for the chunk. */
export function preloadRequestUi(): void {
  const load = () => void (uiModule ??= import('./request-ui'));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

const ui: RequestUi = {
  showLoading: () => withUi((m) => m.showLoading()),
  hideLoading: () => withUi((m) => m.clearToasts()),
  clearToasts: () => withUi((m) => m.clearToasts()),
  toast: (message) => withUi((m) => m.toast(message)),
  // On the login form already (a login-only screen sent the user there): the toast is enough.
  confirmLogin: () => {
    if (isOnLoginPage()) return Promise.resolve(false);
    uiModule ??= import('./request-ui');
    return uiModule.then((m) => m.confirmLogin());
  },
  goToLogin: () => goToLogin(),
  text: (key) => i18next.t(`common:${key}`),
};

/** The source code sent as sp_source: the server's answer for this site, else the spec's table. */
export function currentSource(): number | undefined {
  const site = useAppStore.getState().site;
  if (site && site.code === siteCode) return site.source;
  return knownSource(siteCode);
}

/** The one request function of the app. */
export const request = createRequest({
  fetch: (...args) => fetch(...args),
  hosts: hostPool,
  ui,
  now: () => Date.now(),
  token: () => useAppStore.getState().user?.token_web,
  uid: () => {
    const user = useAppStore.getState().user;
    return user ? (user.uid ?? user.id) : undefined;
  },
  spSource: currentSource,
  chinese: () => useAppStore.getState().lang === 'zh-CN',
  iosApp: () => isIosApp(),
  mobile: () => isMobile(),
  pageQuery: currentQuery,
  onLoginExpired: resetSession,
  onHostChange: (host) => useAppStore.getState().setApiHosts(useAppStore.getState().apiHosts, host),
});

/** Loads the remote host list when VITE_API_HOSTS_URL is configured; the first entry becomes the default host. */
export async function loadApiHosts(url = import.meta.env.VITE_API_HOSTS_URL): Promise<void> {
  if (!url) return;
  const hosts = await fetchHostList(url, fetch);
  if (hosts.length === 0) return;
  hostPool.setList(hosts, useAppStore.getState().apiHost);
  useAppStore.getState().setApiHosts(
    hosts.map((h) => ({ url: h })),
    hostPool.current(),
  );
}

/** Absolute or origin-relative URL of an API path on the current host (for <img src> like the captcha). */
export function apiUrl(path: string): string {
  return `${hostPool.current()}${path}`;
}
