import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatLine } from '../live/chat/chat-types';

const getMemberBadges = vi.fn();
vi.mock('../live/members/members-api', () => ({ getMemberBadges }));
const { useVipSenders } = await import('./use-vip-senders');

const text = (id: string, uid: string): ChatLine => ({
  kind: 'text',
  id,
  uid,
  nick: uid,
  text: 'hi',
  own: false,
});
const joins = (id: string, uid: string, vip: boolean): ChatLine => ({
  kind: 'joins',
  id,
  last: { uid, nick: uid, level: 1, vip, role: 'member' },
  others: 0,
  left: 0,
  startedAt: 0,
});

describe('useVipSenders', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    getMemberBadges.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('learns VIPs from enter lines, and asks the API once a second for senders not seen entering', async () => {
    getMemberBadges.mockResolvedValue([
      { uid: 7, user_level: 3, vip: 1 },
      { uid: 8, user_level: 1, vip: 0 },
    ]);
    let lines: ChatLine[] = [joins('j1', '5', true), text('a', '5'), text('b', '7'), text('c', '8')];
    const { result, rerender } = renderHook(() => useVipSenders(12, lines));
    expect([...result.current]).toEqual(['5']);
    expect(getMemberBadges).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // 5 entered as a VIP: only the others are asked about, in one call.
    expect(getMemberBadges).toHaveBeenCalledTimes(1);
    expect(getMemberBadges).toHaveBeenCalledWith(12, [7, 8]);
    expect([...result.current].sort()).toEqual(['5', '7']);

    // Senders already asked about are not asked again; guests (not numeric) never.
    lines = [...lines, text('d', '7'), text('e', '8'), text('f', 'guest_ab')];
    rerender();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(getMemberBadges).toHaveBeenCalledTimes(1);
  });

  it('keeps the lines without badges when the API fails', async () => {
    getMemberBadges.mockRejectedValue(new Error('down'));
    const lines: ChatLine[] = [text('a', '9')];
    const { result } = renderHook(() => useVipSenders(3, lines));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(getMemberBadges).toHaveBeenCalledTimes(1);
    expect(result.current.size).toBe(0);
  });
});
