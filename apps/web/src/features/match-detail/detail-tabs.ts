// The match-detail tabs this app has screens for, in display order, filtered by the configuration rules.
// Chat, private chat, lives and quiz belong to the live-room features and join here when those exist.
import { visibleTabs, type DetailTab, type Switches } from './tab-visibility';

/** Tabs built by the sports screens. */
export const BUILT_TABS = ['status', 'analysis', 'lineup', 'index', 'rank'] as const;
/** One built tab. */
export type BuiltTab = (typeof BUILT_TABS)[number];

/** The /mobile/... route segment of each tab ("status" is called "happening" there). */
export const MOBILE_SEGMENT: Record<BuiltTab, string> = {
  status: 'happening',
  analysis: 'analysis',
  lineup: 'lineup',
  index: 'index',
  rank: 'rank',
};

/** The built tabs the configuration lets this match show. */
export function detailTabs(
  switches: Switches | null | undefined,
  sportId: number,
  matchId: number,
): BuiltTab[] {
  const visible = new Set<DetailTab>(visibleTabs({ switches, sportId, matchId }));
  return BUILT_TABS.filter((t) => visible.has(t));
}
