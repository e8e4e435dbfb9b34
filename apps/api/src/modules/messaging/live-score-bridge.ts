import type { Logger } from 'pino';
import { ERROR_CODES } from '@tifo/protocol';
import type { MatchChange } from '../sports';
import type { ImAdminClient } from './im-admin-client';
import { ImAdminError } from './im-admin-client';

/** The live room every score page joins (anonymously) to hear about match changes. */
export const LIVE_SCORE_GROUP = 'LIVE_SCORE';
/** The custom message action the web app listens for. */
export const MATCH_CHANGE_ACTION = 'MatchChange';

// The messaging service answers GROUP_ID_IN_USE when a group ID is taken: for our own well-known room that means
// "ready".
const GROUP_ID_IN_USE = ERROR_CODES.GROUP_ID_IN_USE.code;

/** One change as it travels to clients: enough to patch a list row without refetching. */
export interface PushedChange {
  match_id: number;
  sport_id: number;
  status: number;
  home_score: number;
  away_score: number;
  time: number;
  reasons: MatchChange['reasons'];
}

/**
 * Forwards the live engine's match changes to the live-score room of the messaging service. Changes are
 * batched for a short window, so a busy minute costs one message per window, not one per match; polling in
 * the web app backs this up, so a failed push is logged, not retried.
 */
export class LiveScoreBridge {
  private pending = new Map<number, PushedChange>();
  private timer: NodeJS.Timeout | null = null;
  private ready = false;

  constructor(
    private readonly client: ImAdminClient,
    private readonly log: Logger,
    private readonly flushMs = 300,
  ) {}

  /** Creates the live-score room if it does not exist yet; true when the room is usable. */
  async ensureRoom(): Promise<boolean> {
    try {
      await this.client.call('group/create', {
        type: 'AVChatRoom',
        groupID: LIVE_SCORE_GROUP,
        name: 'Live scores',
      });
      this.ready = true;
    } catch (error) {
      this.ready = error instanceof ImAdminError && error.code === GROUP_ID_IN_USE;
      if (!this.ready) this.log.warn({ err: error }, 'live-score room unavailable; score pages will poll');
    }
    return this.ready;
  }

  /** Queues a change; the newest state of a match wins within a window. */
  push(change: MatchChange): void {
    const previous = this.pending.get(change.match_id);
    const reasons = previous ? [...new Set([...previous.reasons, ...change.reasons])] : change.reasons;
    this.pending.set(change.match_id, {
      match_id: change.match_id,
      sport_id: change.sport_id,
      status: change.status,
      home_score: change.home_score,
      away_score: change.away_score,
      time: change.time,
      reasons,
    });
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Sends what is queued as one custom message; resolves with the number of changes sent. */
  async flush(): Promise<number> {
    this.timer = null;
    if (this.pending.size === 0) return 0;
    const changes = [...this.pending.values()];
    this.pending = new Map();
    if (!this.ready && !(await this.ensureRoom())) return 0;
    const sent = await this.client.tryCall('message/group', {
      groupID: LIVE_SCORE_GROUP,
      priority: 'High',
      elements: [
        {
          type: 'TIMCustomElem',
          content: {
            data: JSON.stringify({ action: MATCH_CHANGE_ACTION, changes }),
            description: '',
            extension: '',
          },
        },
      ],
    });
    return sent ? changes.length : 0;
  }

  /** Stops the window timer (on shutdown). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
