// The gift rules that are pure arithmetic (README "Rules"): quantities, value, the anchor's share, the level
// curves, the grade tiers and the combo. Kept apart from the database so each is unit-tested.
import { GIFT_QUANTITIES } from '@tifo/api-contract/constants';

/** The quantity choices (spec section 9): the contract's. */
export { GIFT_QUANTITIES };

/** Whether `count` is one of the quantity choices. */
export function isGiftQuantity(count: number): boolean {
  return (GIFT_QUANTITIES as readonly number[]).includes(count);
}

/** Gold per diamond when gold and diamond gifts are added up (gift_spend, the ranking). */
export const GOLD_PER_DIAMOND = 10;

/** The value of `count` gifts of `price` in gold units. */
export function giftValue(currency: 'gold' | 'diamond', price: number, count: number): number {
  return price * count * (currency === 'diamond' ? GOLD_PER_DIAMOND : 1);
}

/**
 * The anchor points a send earns: the anchor's share (percent) of the diamonds paid, rounded down. Gold and bag
 * gifts earn none: anchor points are withdrawn as money, and gold and bag gifts were never bought with money.
 */
export function anchorPointsFor(diamondsPaid: number, sharingPercent: number): number {
  return Math.floor((diamondsPaid * sharingPercent) / 100);
}

/** The highest user level. */
export const MAX_LEVEL = 39;

/**
 * Gift value (gold units) a user must have sent to reach `level`: 100 x (level - 1)^3. Level 1 is every user's
 * start; level 2 costs 100 gold (10 diamonds), 10 costs 72,900, 20 about 686,000, 39 about 5.5 million.
 */
export function spendForLevel(level: number): number {
  return 100 * (Math.max(1, level) - 1) ** 3;
}

/** The user level for a gift spend (1..39). */
export function levelForSpend(spend: number): number {
  let level = 1 + Math.floor(Math.cbrt(Math.max(0, spend) / 100));
  // cbrt of an exact cube can land a hair under the integer.
  while (level < MAX_LEVEL && spendForLevel(level + 1) <= spend) level += 1;
  while (level > 1 && spendForLevel(level) > spend) level -= 1;
  return Math.min(MAX_LEVEL, level);
}

/** Lifetime anchor points an anchor must have earned to reach `level`: 10 x (level - 1)^3 (0 points: level 0). */
export function pointsForAnchorLevel(level: number): number {
  return 10 * (Math.max(1, level) - 1) ** 3;
}

/** The anchor level for lifetime anchor points (0 before the first point, then 1..39). */
export function anchorLevelForPoints(points: number): number {
  if (points <= 0) return 0;
  let level = 1 + Math.floor(Math.cbrt(points / 10));
  while (level < MAX_LEVEL && pointsForAnchorLevel(level + 1) <= points) level += 1;
  while (level > 1 && pointsForAnchorLevel(level) > points) level -= 1;
  return Math.min(MAX_LEVEL, level);
}

/**
 * The grade tier of a level (spec: up to 9, 10-19, 20-29, 31-39): 0, 1, 2, 3. The spec leaves 30 out; it
 * belongs to the top tier here (a level must have a badge).
 */
export function gradeTier(level: number): 0 | 1 | 2 | 3 {
  if (level <= 9) return 0;
  if (level <= 19) return 1;
  if (level <= 29) return 2;
  return 3;
}

/** Sends of the same gift by the same sender in the same room this close together are one combo. */
export const COMBO_WINDOW_MS = 5000;

/** The sender's previous send of this gift in this room. */
export interface PreviousSend {
  combo_id: string;
  combo_count: number;
  created_at: number;
}

/**
 * The combo a new send belongs to: the previous one's (count + 1) when it was less than COMBO_WINDOW_MS ago and
 * the client did not name another combo; otherwise a new combo (`freshId`) at 1. A client naming the running
 * combo continues it; naming any other starts a new one (the panel starts a combo when the quantity changes).
 */
export function nextCombo(
  previous: PreviousSend | null,
  now: number,
  requested: string | undefined,
  freshId: string,
): { combo_id: string; combo_count: number } {
  const running = previous && now - previous.created_at < COMBO_WINDOW_MS ? previous : null;
  if (running && (requested === undefined || requested === running.combo_id)) {
    return { combo_id: running.combo_id, combo_count: running.combo_count + 1 };
  }
  return { combo_id: requested ?? freshId, combo_count: 1 };
}
