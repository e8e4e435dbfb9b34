// Team and competition names follow the interface language: Chinese names for zh-CN, English names (the
// closest the data has to Portuguese) otherwise.
import { useTranslation } from 'react-i18next';
import type { EventRef, TeamRef } from './types';

type Named = Pick<TeamRef, 'name_zh' | 'name_en' | 'short_name_zh' | 'short_name_en'> | Partial<EventRef>;

/** The display name of a team or competition; `short` prefers the short name. */
export function displayName(item: Named | null | undefined, lang: string, short = false): string {
  if (!item) return '';
  if (lang.startsWith('zh')) return (short && item.short_name_zh) || item.name_zh || item.name_en || '';
  return (short && item.short_name_en) || item.name_en || item.name_zh || '';
}

/** A name function bound to the current language. */
export function useDisplayName(): (item: Named | null | undefined, short?: boolean) => string {
  const { i18n } = useTranslation();
  return (item, short = false) => displayName(item, i18n.language, short);
}
