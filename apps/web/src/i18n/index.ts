import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, buildResources } from './resources';

// The default language's strings ship in the main bundle; every other language is its own chunk, fetched only
// by the users who chose it (spec: Chinese first, Portuguese optional), so first paint carries one language.
const defaultResources = buildResources(
  import.meta.glob('../features/*/locales/zh-CN.json', { eager: true }),
  import.meta.glob('./locales/zh-CN.json', { eager: true }),
);

/** Makes a language's strings available (a no-op for the default language or one already loaded). */
export async function ensureLanguage(lang: string): Promise<void> {
  if (lang !== 'pt-BR' || i18next.hasResourceBundle('pt-BR', 'common')) return;
  const { portugueseResources } = await import('./portuguese');
  for (const [ns, strings] of Object.entries(portugueseResources)) {
    i18next.addResourceBundle('pt-BR', ns, strings, true, true);
  }
}

/** Initialises i18next with the default language's strings, then loads the chosen language if it differs. */
export async function initI18n(lang: string) {
  await i18next.use(initReactI18next).init({
    resources: defaultResources,
    partialBundledLanguages: true,
    lng: LANGUAGES[0],
    fallbackLng: LANGUAGES[0],
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(defaultResources[LANGUAGES[0]] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (lang !== LANGUAGES[0]) {
    await ensureLanguage(lang);
    await i18next.changeLanguage(lang);
  }
  return i18next;
}

export { i18next };
