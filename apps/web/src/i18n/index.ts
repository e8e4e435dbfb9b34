import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, buildResources } from './resources';

/** Initialises i18next with every feature's locale files; returns the instance. */
export function initI18n(lang: string) {
  const resources = buildResources(
    import.meta.glob('../features/*/locales/*.json', { eager: true }),
    import.meta.glob('./locales/*.json', { eager: true }),
  );
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: LANGUAGES[0],
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources[LANGUAGES[0]] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

export { i18next };
