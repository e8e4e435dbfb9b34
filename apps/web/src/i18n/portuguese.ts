import type { ResourceLanguage } from 'i18next';
import { buildResources } from './resources';

/** Every namespace's Portuguese (Brazil) strings; a chunk of its own, loaded by ensureLanguage('pt-BR'). */
export const portugueseResources: ResourceLanguage =
  buildResources(
    import.meta.glob('../features/*/locales/pt-BR.json', { eager: true }),
    import.meta.glob('./locales/pt-BR.json', { eager: true }),
  )['pt-BR'] ?? {};
