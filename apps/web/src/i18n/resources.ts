// Translation resources are discovered, not registered: every feature ships
// src/features/<feature>/locales/{zh-CN,pt-BR}.json and gets the namespace <feature> in camelCase
// ("user-center" -> "userCenter"); shared strings live in
// src/i18n/locales/{zh-CN,pt-BR}.json under the namespace "common". Adding a feature never edits this file.
// Only the default language's common strings are bundled with the shell; every other file is a chunk loaded
// with the screen that needs it.
import type { Resource } from 'i18next';

/** The languages shipped; the first is the default. */
export const LANGUAGES = ['zh-CN', 'pt-BR'] as const;

/** The i18next namespace of a feature folder: kebab-case becomes camelCase. */
export function namespaceOf(folder: string): string {
  return folder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

type JsonModules = Record<string, { default: Record<string, unknown> } | Record<string, unknown>>;

/** Turns glob results keyed by file path into i18next resources ({lang: {namespace: strings}}). */
export function buildResources(featureModules: JsonModules, commonModules: JsonModules): Resource {
  const resources: Resource = {};
  const add = (lang: string, ns: string, mod: JsonModules[string]) => {
    const strings = ('default' in mod ? mod.default : mod) as Record<string, unknown>;
    resources[lang] = { ...(resources[lang] ?? {}), [ns]: strings as Resource[string][string] };
  };
  for (const [path, mod] of Object.entries(featureModules)) {
    const match = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (match) add(match[2]!, namespaceOf(match[1]!), mod);
  }
  for (const [path, mod] of Object.entries(commonModules)) {
    const match = /locales\/([^/]+)\.json$/.exec(path);
    if (match) add(match[1]!, 'common', mod);
  }
  return resources;
}

type JsonLoaders = Record<string, () => Promise<JsonModules[string]>>;

/**
 * Turns lazy glob results keyed by file path into one loader per language and namespace
 * ("zh-CN/database"), each its own chunk: a screen's strings arrive with the screen.
 */
export function stringLoaders(
  featureLoaders: JsonLoaders,
  commonLoaders: JsonLoaders,
): Map<string, () => Promise<Record<string, unknown>>> {
  const loaders = new Map<string, () => Promise<Record<string, unknown>>>();
  const add = (lang: string, ns: string, load: JsonLoaders[string]) => {
    loaders.set(`${lang}/${ns}`, async () => {
      const mod = await load();
      return ('default' in mod ? mod.default : mod) as Record<string, unknown>;
    });
  };
  for (const [path, load] of Object.entries(featureLoaders)) {
    const match = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (match) add(match[2]!, namespaceOf(match[1]!), load);
  }
  for (const [path, load] of Object.entries(commonLoaders)) {
    const match = /locales\/([^/]+)\.json$/.exec(path);
    if (match) add(match[1]!, 'common', load);
  }
  return loaders;
}
