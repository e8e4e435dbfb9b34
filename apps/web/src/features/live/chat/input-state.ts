// Whether the user may type, and why not: the room's rules as the messaging service enforces them, shown
// before a send fails, plus what a refused send told us (the service is the judge; this only explains it).
import { ERROR_CODES } from '@tifo/protocol';

/** Why the input is disabled; null when it is enabled. */
export type InputBlock =
  | { reason: 'banned'; until: number }
  | { reason: 'mutedAll' }
  | { reason: 'muted'; until: number }
  | { reason: 'restricted' }
  | null;

/** What decides the input's state. */
export interface InputFacts {
  /** The user's ban end (unix s); -1 banned with the end not known yet; 0 none. */
  bannedUntil: number;
  /** The user's mute end (unix s); -1 muted with the end not known yet; 0 none. */
  mutedUntil: number;
  muteAll: boolean;
  /** The anchor or an admin: all rules except a ban pass them by. */
  manager: boolean;
  /** A send was refused LIVE_SPEAK_RESTRICTED (speak rule) since the settings last changed. */
  refused: 'restricted' | null;
  /** Unix seconds now. */
  now: number;
}

/** The input's block, if any. */
export function inputBlock(f: InputFacts): InputBlock {
  if (f.bannedUntil === -1 || f.bannedUntil > f.now) return { reason: 'banned', until: f.bannedUntil };
  if (f.manager) return null;
  if (f.muteAll) return { reason: 'mutedAll' };
  if (f.mutedUntil === -1 || f.mutedUntil > f.now) return { reason: 'muted', until: f.mutedUntil };
  if (f.refused === 'restricted') return { reason: 'restricted' };
  return null;
}

/** What the chat does about a refused send. */
export type SendFailure =
  | { kind: 'profanity' }
  | { kind: 'tooFast'; retryAfter: number }
  /** `until`: the mute's end (unix s) when the service said it, else -1. */
  | { kind: 'muted'; until: number }
  | { kind: 'banned' }
  | { kind: 'restricted' }
  | { kind: 'other'; message: string };

/** Reads a refused send's ChatError; `slowMode` is the room's interval, used when the answer has none. */
export function sendFailureOf(error: unknown, slowMode: number): SendFailure {
  const e = error as {
    code?: number;
    message?: string;
    data?: { retryAfter?: unknown; muteUntil?: unknown };
  } | null;
  switch (e?.code) {
    case ERROR_CODES.PROFANITY_FOUND.code:
      return { kind: 'profanity' };
    case ERROR_CODES.OVER_FREQUENCY.code: {
      const given = Number(e.data?.retryAfter);
      return { kind: 'tooFast', retryAfter: given > 0 ? Math.ceil(given) : slowMode };
    }
    case ERROR_CODES.MUTED.code: {
      const until = Number(e.data?.muteUntil);
      return { kind: 'muted', until: until > 0 ? until : -1 };
    }
    case ERROR_CODES.LIVE_BANNED.code:
      return { kind: 'banned' };
    case ERROR_CODES.LIVE_SPEAK_RESTRICTED.code:
      return { kind: 'restricted' };
    default:
      return { kind: 'other', message: e?.message ?? '' };
  }
}
