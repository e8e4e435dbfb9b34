// A catalog gift's name in the interface language. The catalog is cached for the session under one key, so
// its `name` (the language of the first request) cannot follow a language change: the panel reads name_zh and
// name_pt itself.
import type { Gift } from './gift-types';

/** The gift's name for interface language `lang` (pt-BR: the Portuguese name; else the Chinese one). */
export function catalogGiftName(gift: Pick<Gift, 'name' | 'name_zh' | 'name_pt'>, lang: string): string {
  return (lang.startsWith('pt') ? gift.name_pt : gift.name_zh) || gift.name;
}
