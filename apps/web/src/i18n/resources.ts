// Translation resources are discovered, not registered: every feature ships
// src/features/<feature>/locales/{zh-CN,pt-BR}.json and gets the namespace <feature> in camelCase
// ("user-center" -> "userCenter"); an area of the shared data layer ships src/data/<area>/locales and gets
// <area> followed by "Data" ("sports" -> "sportsData"), so it never takes a feature's name; shared strings live in
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

type JsonModule = { default: Record<string, unknown> } | Record<string, unknown>;
type JsonModules = Record<string, JsonModule>;

/** The strings of an imported JSON module (with or without a default export). */
function stringsOf(mod: JsonModule): Record<string, unknown> {
  return ('default' in mod ? mod.default : mod) as Record<string, unknown>;
}

/**
 * Language and namespace of each globbed locale file: features/<feature>/locales/<lang>.json gives the
 * feature's namespace, data/<area>/locales/<lang>.json the data area's ("<area>Data"); the shared files
 * (`commonEntries`) give "common".
 */
function localeFiles<T>(
  featureEntries: Record<string, T>,
  commonEntries: Record<string, T>,
): Array<{ lang: string; ns: string; entry: T }> {
  const out: Array<{ lang: string; ns: string; entry: T }> = [];
  for (const [path, entry] of Object.entries(featureEntries)) {
    const feature = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (feature) out.push({ lang: feature[2]!, ns: namespaceOf(feature[1]!), entry });
    const data = /data\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (data) out.push({ lang: data[2]!, ns: namespaceOf(`${data[1]!}-data`), entry });
  }
  for (const [path, entry] of Object.entries(commonEntries)) {
    const match = /locales\/([^/]+)\.json$/.exec(path);
    if (match) out.push({ lang: match[1]!, ns: 'common', entry });
  }
  return out;
}

/** Turns glob results keyed by file path into i18next resources ({lang: {namespace: strings}}). */
export function buildResources(featureModules: JsonModules, commonModules: JsonModules): Resource {
  const resources: Resource = {};
  for (const { lang, ns, entry } of localeFiles(featureModules, commonModules)) {
    resources[lang] = { ...(resources[lang] ?? {}), [ns]: stringsOf(entry) as Resource[string][string] };
  }
  return resources;
}

type JsonLoaders = Record<string, () => Promise<JsonModule>>;

/**
 * Turns lazy glob results keyed by file path into one loader per language and namespace
 * ("zh-CN/database"), each its own chunk: a screen's strings arrive with the screen.
 */
export function stringLoaders(
  featureLoaders: JsonLoaders,
  commonLoaders: JsonLoaders,
): Map<string, () => Promise<Record<string, unknown>>> {
  const loaders = new Map<string, () => Promise<Record<string, unknown>>>();
  for (const { lang, ns, entry: load } of localeFiles(featureLoaders, commonLoaders)) {
    loaders.set(`${lang}/${ns}`, async () => stringsOf(await load()));
  }
  return loaders;
}
