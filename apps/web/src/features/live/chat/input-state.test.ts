import { describe, expect, it } from 'vitest';
import { textWidth, truncateText } from '@tifo/sports';
import { inputBlock, sendFailureOf } from './input-state';
import { MAX_MESSAGE_WIDTH } from './chat-input';

const base = {
  bannedUntil: 0,
  mutedUntil: 0,
  muteAll: false,
  manager: false,
  refused: null,
  now: 100,
} as const;

describe('input state', () => {
  it('is blocked by a ban (also of unknown end), mute-all and refusals; managers pass all but a ban', () => {
    expect(inputBlock(base)).toBeNull();
    expect(inputBlock({ ...base, bannedUntil: 200 })).toEqual({ reason: 'banned', until: 200 });
    expect(inputBlock({ ...base, bannedUntil: 50 })).toBeNull();
    expect(inputBlock({ ...base, bannedUntil: -1 })?.reason).toBe('banned');
    expect(inputBlock({ ...base, muteAll: true })).toEqual({ reason: 'mutedAll' });
    expect(inputBlock({ ...base, muteAll: true, manager: true })).toBeNull();
    expect(inputBlock({ ...base, refused: 'restricted' })).toEqual({ reason: 'restricted' });
  });

  it('follows a mute both ways: blocked until its end (or while the end is unknown), free once lifted', () => {
    expect(inputBlock({ ...base, mutedUntil: 160 })).toEqual({ reason: 'muted', until: 160 });
    expect(inputBlock({ ...base, mutedUntil: -1 })).toEqual({ reason: 'muted', until: -1 });
    // Ended by time, or lifted (0): the input is free again without a reload.
    expect(inputBlock({ ...base, mutedUntil: 99 })).toBeNull();
    expect(inputBlock({ ...base, mutedUntil: 0 })).toBeNull();
    expect(inputBlock({ ...base, mutedUntil: 160, manager: true })).toBeNull();
  });

  it('reads the refusal codes', () => {
    expect(sendFailureOf({ code: 3123 }, 0)).toEqual({ kind: 'profanity' });
    expect(sendFailureOf({ code: 2996, data: { retryAfter: 4.2 } }, 30)).toEqual({
      kind: 'tooFast',
      retryAfter: 5,
    });
    expect(sendFailureOf({ code: 2996, data: {} }, 30)).toEqual({ kind: 'tooFast', retryAfter: 30 });
    expect(sendFailureOf({ code: 10017 }, 0)).toEqual({ kind: 'muted', until: -1 });
    expect(sendFailureOf({ code: 10017, data: { muteUntil: 500 } }, 0)).toEqual({
      kind: 'muted',
      until: 500,
    });
    expect(sendFailureOf({ code: 10101 }, 0).kind).toBe('banned');
    expect(sendFailureOf({ code: 10102 }, 0).kind).toBe('restricted');
    expect(sendFailureOf(new Error('x'), 0)).toEqual({ kind: 'other', message: 'x' });
  });

  it('caps messages by the width rule: characters above code 127 count 2', () => {
    const wide = '好'.repeat(40);
    expect(textWidth(wide)).toBe(80);
    const capped = truncateText(wide, MAX_MESSAGE_WIDTH, '');
    expect(capped).toBe('好'.repeat(30));
    expect(truncateText('a'.repeat(59) + '好', MAX_MESSAGE_WIDTH, '')).toBe('a'.repeat(59));
  });
});
