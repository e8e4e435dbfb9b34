// The panel's combo button: after a send, the same gift and quantity may be sent again within the combo window
// as the next step of the combo (the server counts it: apps/api/src/modules/gifts/rules.ts nextCombo).

/** The server's combo window (COMBO_WINDOW_MS); the button offers a little less, so a tap lands inside. */
export const COMBO_WINDOW_MS = 5000;
export const COMBO_OFFER_MS = 4500;

/** The last successful send, as the combo button remembers it. */
export interface LastSend {
  giftId: number;
  count: number;
  comboId: string;
  combo: number;
  at: number;
}

/** What the send button offers now: a plain send, or the next combo step with the time left. */
export type SendOffer = { kind: 'send' } | { kind: 'combo'; comboId: string; next: number; leftMs: number };

/** The offer for the selected gift and quantity at `now`. */
export function sendOffer(last: LastSend | null, giftId: number, count: number, now: number): SendOffer {
  if (!last || last.giftId !== giftId || last.count !== count) return { kind: 'send' };
  const leftMs = last.at + COMBO_OFFER_MS - now;
  if (leftMs <= 0) return { kind: 'send' };
  return { kind: 'combo', comboId: last.comboId, next: last.combo + 1, leftMs };
}

/** A fresh id for one tap (the server's idempotency key: a retry of this tap reuses it). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
