import { describe, expect, it } from 'vitest';
import { catalogGiftName } from './gift-name';

describe('catalogGiftName', () => {
  // The catalog answered in Chinese first (its `name`), then the user switched to Portuguese.
  const rocket = { name: '火箭', name_zh: '火箭', name_pt: 'Foguete' };

  it('follows the interface language, not the language the catalog was first asked in', () => {
    expect(catalogGiftName(rocket, 'pt-BR')).toBe('Foguete');
    expect(catalogGiftName(rocket, 'zh-CN')).toBe('火箭');
    expect(catalogGiftName({ ...rocket, name_pt: '' }, 'pt-BR')).toBe('火箭');
  });
});
