import { describe, expect, it } from 'vitest';
import { ensureLanguage, i18next, initI18n } from './index';

describe('language loading', () => {
  it('starts in Chinese with the strings at hand and loads Portuguese on demand', async () => {
    await initI18n('zh-CN');
    expect(i18next.language).toBe('zh-CN');
    expect(i18next.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('pt-BR', 'common')).toBe(false);
    expect(i18next.t('common:confirm' as never)).toBe('确定');

    await ensureLanguage('pt-BR');
    expect(i18next.hasResourceBundle('pt-BR', 'common')).toBe(true);
    await i18next.changeLanguage('pt-BR');
    expect(i18next.t('common:confirm' as never)).toBe('Confirmar');
  });
});
