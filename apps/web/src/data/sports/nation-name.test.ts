import { describe, expect, it } from 'vitest';
import { nationName } from './nation-name';

describe('nationName', () => {
  it('translates ISO flag codes with the platform region names', () => {
    expect(nationName({ name: 'Germany', flag_code: 'de' }, 'zh-CN')).toBe('德国');
    expect(nationName({ name: 'Germany', flag_code: 'de' }, 'pt-BR')).toBe('Alemanha');
  });

  it('names the UK home nations from its own table', () => {
    expect(nationName({ name: 'England', flag_code: 'gb-eng' }, 'zh-CN')).toBe('英格兰');
    expect(nationName({ name: 'Wales', flag_code: 'gb-wls' }, 'pt-BR')).toBe('País de Gales');
  });

  it('keeps the English name when the code is missing or unknown', () => {
    expect(nationName({ name: 'Atlantis', flag_code: '' }, 'zh-CN')).toBe('Atlantis');
    expect(nationName({ name: 'Atlantis', flag_code: 'qq' }, 'zh-CN')).toBe('Atlantis');
  });
});
