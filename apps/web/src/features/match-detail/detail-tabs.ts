// The match-detail tabs this app has screens for, in display order, filtered by the configuration rules.
// Private chat and quiz belong to the live-room features and join here when those exist; chat (the first room
// streaming the match) and lives (the anchors streaming the match, behind switch_room_anchor) come from
// features/live.
import { visibleTabs, type DetailTab, type Switches } from './tab-visibility';

/** Tabs built by the sports screens. */
export const BUILT_TABS = ['chat', 'lives', 'status', 'analysis', 'lineup', 'index', 'rank'] as const;
/** One built tab. */
export type BuiltTab = (typeof BUILT_TABS)[number];

/** The /mobile/... route segment of each data tab ("status" is called "happening" there); lives has none. */
export const MOBILE_SEGMENT: Partial<Record<BuiltTab, string>> = {
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
  hasAnchor = false,
): BuiltTab[] {
  const visible = new Set<DetailTab>(visibleTabs({ switches, sportId, matchId, hasAnchor }));
  return BUILT_TABS.filter((t) => visible.has(t));
}

/** The data tabs' switches as the API ships them (all on), used when the configuration cannot be loaded. */
export const DEFAULT_SWITCHES: Switches = {
  switch_race_status: '1',
  switch_race_analysis: '1',
  switch_race_lineup: '1',
  switch_race_index: '1',
  switch_room_rank: '1',
};

/**
 * The switches to use: the loaded configuration's; the shipped defaults when loading failed (a broken
 * configuration call should not hide the match data); undefined while it is still loading.
 */
export function effectiveSwitches(config: {
  isError: boolean;
  data?: { config?: Switches };
}): Switches | undefined {
  if (config.data?.config) return config.data.config;
  return config.isError ? DEFAULT_SWITCHES : undefined;
}
