import { describe, expect, it } from 'vitest';
import { COMBO_OFFER_MS, COMBO_WINDOW_MS, newRequestId, sendOffer } from './combo';

describe('combo button', () => {
  const last = { giftId: 3, count: 10, comboId: 'c', combo: 2, at: 1000 };
  it('offers the next combo step for the same gift and quantity within the window', () => {
    expect(sendOffer(last, 3, 10, 2000)).toEqual({
      kind: 'combo',
      comboId: 'c',
      next: 3,
      leftMs: COMBO_OFFER_MS - 1000,
    });
  });
  it('offers a plain send for another gift, another quantity, after the window, or before any send', () => {
    expect(sendOffer(last, 4, 10, 2000)).toEqual({ kind: 'send' });
    expect(sendOffer(last, 3, 66, 2000)).toEqual({ kind: 'send' });
    expect(sendOffer(last, 3, 10, 1000 + COMBO_OFFER_MS)).toEqual({ kind: 'send' });
    expect(sendOffer(null, 3, 10, 0)).toEqual({ kind: 'send' });
  });
  it('stays inside the server window and makes request ids the API accepts', () => {
    expect(COMBO_OFFER_MS).toBeLessThan(COMBO_WINDOW_MS);
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
