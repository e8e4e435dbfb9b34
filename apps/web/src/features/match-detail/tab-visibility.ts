// Which match-detail tabs show, and which headline tab home opens on (spec section 2). Switches come from
// the common configuration and arrive as 1/0, "1"/"0" or booleans depending on the site's back office.

/** The switches of the common configuration the sports screens read. */
export type Switches = Record<string, unknown>;

/** A switch is on when it is 1, "1" or true. */
export function switchOn(switches: Switches | null | undefined, key: string): boolean {
  const v = switches?.[key];
  return v === true || v === 1 || v === '1';
}

/** Match detail tabs in display order. */
export const DETAIL_TABS = [
  'chat',
  'c2c',
  'lives',
  'quiz',
  'status',
  'analysis',
  'lineup',
  'index',
  'rank',
] as const;
/** One match detail tab. */
export type DetailTab = (typeof DETAIL_TABS)[number];

/** What the visibility of the detail tabs depends on. */
export interface TabContext {
  switches: Switches | null | undefined;
  sportId: number;
  matchId: number | string | null | undefined;
  /** A live-detail page (chat follows the chat switch) rather than a score detail page. */
  liveDetail?: boolean;
  /** The match has a room anchor (chat on score detail pages needs one). */
  hasAnchor?: boolean;
}

/**
 * The visible detail tabs: chat on a live-detail page when the chat switch is on, on score detail pages only
 * with a room anchor; private chat needs the operate switch; lives the room-anchor switch; quiz the race-quiz
 * switch; status, analysis, lineup (football only) and index their switch and a match id; rank (basketball
 * only) the rank switch.
 */
export function visibleTabs(ctx: TabContext): DetailTab[] {
  const on = (key: string) => switchOn(ctx.switches, key);
  const hasId = ctx.matchId !== null && ctx.matchId !== undefined && ctx.matchId !== '' && ctx.matchId !== 0;
  const football = ctx.sportId !== 2;
  const rules: Record<DetailTab, boolean> = {
    chat: ctx.liveDetail ? on('switch_room_chat') : !!ctx.hasAnchor,
    c2c: on('switch_room_operate'),
    lives: on('switch_room_anchor'),
    quiz: on('switch_race_quiz_check'),
    status: on('switch_race_status') && hasId,
    analysis: on('switch_race_analysis') && hasId,
    lineup: football && on('switch_race_lineup') && hasId,
    index: on('switch_race_index') && hasId,
    rank: !football && on('switch_room_rank'),
  };
  return DETAIL_TABS.filter((tab) => rules[tab]);
}

/** Headline tabs of the home screen. */
export type HeadlineTab = 'anchors' | 'clips' | 'database' | null;

/**
 * The default headline tab: anchors if the robot-room or anchor-room switch is on; otherwise clips when the
 * short-video-check switch is 1, else the database when the match-database switch is 1; else none.
 */
export function defaultHeadlineTab(switches: Switches | null | undefined): HeadlineTab {
  if (switchOn(switches, 'switch_robotroom') || switchOn(switches, 'switch_anchorroom')) return 'anchors';
  if (switchOn(switches, 'switch_shortvideo_check')) return 'clips';
  if (switchOn(switches, 'switch_match_database')) return 'database';
  return null;
}
