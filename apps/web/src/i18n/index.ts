import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, buildResources, stringLoaders } from './resources';

// The shell's strings in the default language ship in the main bundle. Every other namespace, and every
// namespace of other languages, is a chunk of its own: a screen's route loads its strings together with its
// code (lazyScreen's `strings`), and a component that asks for a namespace not loaded yet suspends until it
// arrives, so a forgotten preload costs a round trip, never a missing text.
const bundled = buildResources({}, import.meta.glob('./locales/zh-CN.json', { eager: true }));
const loaders = stringLoaders(
  import.meta.glob<{ default: Record<string, unknown> }>([
    '../features/*/locales/*.json',
    '../data/*/locales/*.json',
  ]),
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
);

/** Every namespace that has strings (for tests and tools). */
export const NAMESPACES = [...new Set([...loaders.keys()].map((key) => key.split('/')[1]!))];

async function load(lang: string, ns: string): Promise<Record<string, unknown>> {
  const loader = loaders.get(`${lang}/${ns}`);
  if (!loader) throw new Error(`no strings for ${lang}/${ns}`);
  return loader();
}

/** Makes a language's loaded namespaces available in it (a no-op when they already are). */
export async function ensureLanguage(lang: string): Promise<void> {
  await i18next.loadLanguages(lang);
}

/** Loads namespaces in the current language (before a screen that uses them renders). */
export async function loadStrings(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length > 0) await i18next.loadNamespaces([...namespaces]);
}

/** Initialises i18next with the default language's shell strings, then loads the chosen language if it differs. */
export async function initI18n(lang: string) {
  await i18next
    .use(resourcesToBackend(load))
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      lng: LANGUAGES[0],
      fallbackLng: LANGUAGES[0],
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      // Re-render when a namespace arrives (a title or a shared component may ask before its screen loads it).
      react: { bindI18nStore: 'added' },
      initAsync: false,
    });
  if (lang !== LANGUAGES[0]) {
    await ensureLanguage(lang);
    await i18next.changeLanguage(lang);
  }
  return i18next;
}

export { i18next };
