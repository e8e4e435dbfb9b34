import { describe, expect, it } from 'vitest';
import { DAY_MS, datesAfterPurchase, extendFrom, vipDiscount, vipLevelAt } from './rules';

const now = Date.UTC(2026, 10, 24, 12);

describe('VIP extension', () => {
  it('starts from now when none or lapsed, from the expiry when still running', () => {
    expect(extendFrom(0, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendFrom(now - 5 * DAY_MS, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendFrom(now + 10 * DAY_MS, now, 90)).toBe(now + 100 * DAY_MS);
  });

  it('SVIP carries vip_date along, never shortening it; VIP leaves svip_date alone', () => {
    expect(datesAfterPurchase({ vip_date: 0, svip_date: 0 }, 2, 30, now)).toEqual({
      vip_date: now + 30 * DAY_MS,
      svip_date: now + 30 * DAY_MS,
    });
    const longVip = { vip_date: now + 365 * DAY_MS, svip_date: 0 };
    expect(datesAfterPurchase(longVip, 2, 30, now)).toEqual({
      vip_date: now + 365 * DAY_MS,
      svip_date: now + 30 * DAY_MS,
    });
    const svip = { vip_date: now + 30 * DAY_MS, svip_date: now + 30 * DAY_MS };
    expect(datesAfterPurchase(svip, 1, 30, now)).toEqual({
      vip_date: now + 60 * DAY_MS,
      svip_date: now + 30 * DAY_MS,
    });
  });

  it('reads the level at a moment, and the discount from it', () => {
    const user = { vip_level: 2, vip_date: now + 60 * DAY_MS, svip_date: now + 30 * DAY_MS };
    expect(vipLevelAt(user, now)).toBe(2);
    expect(vipLevelAt(user, now + 31 * DAY_MS)).toBe(1);
    expect(vipLevelAt(user, now + 61 * DAY_MS)).toBe(0);
    expect(vipLevelAt({ ...user, vip_level: 0 }, now)).toBe(0);
    expect(vipDiscount(user, now)).toBe(0.2);
    expect(vipDiscount(user, now + 31 * DAY_MS)).toBe(0.1);
    expect(vipDiscount(user, now + 61 * DAY_MS)).toBe(0);
  });
});
