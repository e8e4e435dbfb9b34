import type { Match } from '../../data/sports/types';

/** One match change as the live-score room carries it (apps/api modules/messaging/live-score-bridge.ts). */
export interface LiveMatchChange {
  match_id: number;
  sport_id: number;
  status: number;
  home_score: number;
  away_score: number;
  time: number;
  reasons: Array<'status' | 'score' | 'event'>;
}

/** The body of a live-score message: `{action: 'MatchChange', changes}`. */
export interface LiveScoreMessage {
  action: 'MatchChange';
  changes: LiveMatchChange[];
}

/**
 * The identity the API's live-score bridge sends as: the messaging service's admin sender (ADMIN_IDENTIFIER in
 * apps/im/src/admin/auth.ts, the default `from` of the admin message API, which the bridge does not override).
 * The service sets `from` from the sender's session, and no user can hold a session as this identity.
 */
export const LIVE_SCORE_SENDER = 'administrator';

/** The part of a received message the live-score feed looks at. */
export interface ReceivedMessage {
  from: string;
  to: string;
  conversationType: string;
  payload: unknown;
}

/**
 * The match changes carried by received messages: only messages the server sent to the live-score room count,
 * so a user who posts a forged MatchChange into the room (or anywhere else) changes nobody's scores.
 */
export function liveScoreChangesOf(messages: ReceivedMessage[], groupID: string): LiveMatchChange[] {
  return messages.flatMap((message) => {
    if (
      message.from !== LIVE_SCORE_SENDER ||
      message.conversationType !== 'GROUP' ||
      message.to !== groupID
    ) {
      return [];
    }
    const data = (message.payload as { data?: unknown } | null)?.data;
    return parseLiveScoreMessage(data)?.changes ?? [];
  });
}

/** Reads a live-score message from a custom payload's data; anything else is null. */
export function parseLiveScoreMessage(data: unknown): LiveScoreMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<LiveScoreMessage>;
    if (parsed.action !== 'MatchChange' || !Array.isArray(parsed.changes)) return null;
    const changes = parsed.changes.filter(
      (c): c is LiveMatchChange =>
        typeof c === 'object' &&
        c !== null &&
        typeof c.match_id === 'number' &&
        typeof c.status === 'number' &&
        typeof c.home_score === 'number' &&
        typeof c.away_score === 'number',
    );
    return { action: 'MatchChange', changes };
  } catch {
    return null;
  }
}

/**
 * A list with the pushed changes applied: score and status of the matches that changed, everything else
 * (and the list itself when nothing changed) left as it was, so React Query keeps unchanged rows stable.
 */
export function applyChanges(
  list: Match[] | undefined,
  changes: Map<number, LiveMatchChange>,
): Match[] | undefined {
  if (!list) return list;
  let touched = false;
  const next = list.map((match) => {
    const change = changes.get(match.id);
    if (!change) return match;
    if (
      change.status === match.status &&
      change.home_score === match.home_score &&
      change.away_score === match.away_score
    ) {
      return match;
    }
    touched = true;
    return { ...match, status: change.status, home_score: change.home_score, away_score: change.away_score };
  });
  return touched ? next : list;
}
