import { describe, expect, it } from 'vitest';
import { buildResources, stringLoaders } from './resources';

describe('buildResources', () => {
  it('names namespaces after the feature folder (a data area with Data after it), shared strings go to common', () => {
    const resources = buildResources(
      {
        '../features/account/locales/zh-CN.json': { default: { login: '登录' } },
        '../features/account/locales/pt-BR.json': { default: { login: 'Entrar' } },
        '../features/user-center/locales/zh-CN.json': { default: { me: '我的' } },
        '../data/sports/locales/zh-CN.json': { default: { retry: '重试' } },
      },
      { './locales/zh-CN.json': { default: { ok: '确定' } } },
    );
    expect(resources).toEqual({
      'zh-CN': {
        account: { login: '登录' },
        userCenter: { me: '我的' },
        sportsData: { retry: '重试' },
        common: { ok: '确定' },
      },
      'pt-BR': { account: { login: 'Entrar' } },
    });
  });
});

describe('stringLoaders', () => {
  it('gives one loader per language and namespace, resolving to the strings', async () => {
    const loaders = stringLoaders(
      {
        '../features/user-center/locales/pt-BR.json': async () => ({ default: { me: 'Eu' } }),
        '../features/user-center/locales/not-a-locale.txt': async () => ({ default: {} }),
      },
      { './locales/zh-CN.json': async () => ({ ok: '确定' }) },
    );
    expect([...loaders.keys()].sort()).toEqual(['pt-BR/userCenter', 'zh-CN/common']);
    expect(await loaders.get('pt-BR/userCenter')!()).toEqual({ me: 'Eu' });
    expect(await loaders.get('zh-CN/common')!()).toEqual({ ok: '确定' });
  });
});

describe('shipped locale files', () => {
  it('every zh-CN key has a pt-BR translation and vice versa', () => {
    const files = import.meta.glob<{ default: Record<string, unknown> }>(
      ['../features/*/locales/*.json', '../data/*/locales/*.json', './locales/*.json'],
      { eager: true },
    );
    const byDir = new Map<string, Record<string, string[]>>();
    const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(obj).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const [path, mod] of Object.entries(files)) {
      const dir = path.replace(/[^/]+\.json$/, '');
      const lang = /([^/]+)\.json$/.exec(path)![1]!;
      byDir.set(dir, { ...(byDir.get(dir) ?? {}), [lang]: keys(mod.default).sort() });
    }
    expect(byDir.size).toBeGreaterThan(0);
    for (const [dir, langs] of byDir) {
      expect({ dir, keys: langs['pt-BR'] }).toEqual({ dir, keys: langs['zh-CN'] });
    }
  });
});
