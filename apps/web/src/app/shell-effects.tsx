// Effects the shell runs on every screen: navigator bridge, scroll reset, page meta, theme and language sync.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { ensureLanguage } from '../i18n';
import { setNavigator } from '../lib/login-prompt';
import { siteCode, useAppStore } from '../store/app-store';
import { applyTheme, themeColorFor } from '../theme/theme';
import type { RouteHandle } from '../lib/routing';
import { useSiteName } from '../lib/use-site-name';

/** Lets non-React code (the request helper's login prompt) navigate with the router. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** Scroll resets to the top on every navigation (spec section 2). */
export function ScrollReset() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/**
 * Page title and keywords: the site's own title for the path when its configuration has one (titles keyed
 * by path, e.g. "/user-center"), else the screen's translated title followed by the site name; the site's
 * keywords, else the screen's.
 */
export function PageMeta() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const site = useAppStore((s) => s.site);
  const siteName = useSiteName();
  const { pathname } = useLocation();
  useEffect(() => {
    const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
    const handle = match?.handle as RouteHandle | undefined;
    const titleKey = typeof handle?.title === 'function' ? handle.title(match?.params ?? {}) : handle?.title;
    const titles = site?.code === siteCode ? (site.titles ?? {}) : {};
    const own = titles[pathname];
    const screen = titleKey ? t(titleKey) : '';
    document.title = own ?? (screen ? `${screen} - ${siteName}` : siteName);
    const keywords =
      titles[`${pathname}:keywords`] ??
      (handle?.keywords ? t(handle.keywords, { site: siteName }) : siteName);
    document.querySelector('meta[name="keywords"]')?.setAttribute('content', keywords);
  }, [matches, site, siteName, pathname, t, i18n.language]);
  return null;
}

/** Keeps the theme colour, the display mode and the interface language applied to the document. */
export function ThemeAndLanguage() {
  const site = useAppStore((s) => s.site);
  const mode = useAppStore((s) => s.mode);
  const lang = useAppStore((s) => s.lang);
  const { i18n } = useTranslation();
  useEffect(() => {
    applyTheme(document, themeColorFor(siteCode, site), mode);
  }, [site, mode]);
  useEffect(() => {
    if (i18n.language !== lang) void ensureLanguage(lang).then(() => i18n.changeLanguage(lang));
    document.documentElement.lang = lang;
  }, [lang, i18n]);
  return null;
}
