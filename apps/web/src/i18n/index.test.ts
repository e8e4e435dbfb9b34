import { describe, expect, it } from 'vitest';
import { NAMESPACES, ensureLanguage, i18next, initI18n, loadStrings } from './index';

describe('language loading', () => {
  it('starts in Chinese with the shell strings at hand and loads Portuguese on demand', async () => {
    await initI18n('zh-CN');
    expect(i18next.language).toBe('zh-CN');
    expect(i18next.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('pt-BR', 'common')).toBe(false);
    expect(i18next.t('common:confirm' as never)).toBe('确定');

    await ensureLanguage('pt-BR');
    expect(i18next.hasResourceBundle('pt-BR', 'common')).toBe(true);
    await i18next.changeLanguage('pt-BR');
    expect(i18next.t('common:confirm' as never)).toBe('Confirmar');
    await i18next.changeLanguage('zh-CN');
  });

  it('loads a screen namespace only when asked, in the current language and after a switch in the new one', async () => {
    await initI18n('zh-CN');
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'score', 'database', 'userCenter']));
    expect(i18next.hasResourceBundle('zh-CN', 'database')).toBe(false);
    await loadStrings(['database']);
    expect(i18next.t('database:title' as never)).toBe('资料库');
    // Switching language brings the namespaces already in use along.
    await ensureLanguage('pt-BR');
    expect(i18next.hasResourceBundle('pt-BR', 'database')).toBe(true);
    await expect(loadStrings(['noSuchFeature'])).resolves.toBeUndefined();
    expect(i18next.hasResourceBundle('zh-CN', 'noSuchFeature')).toBe(false);
  });
});
