// Places eleven players on a pitch from a formation string ("4-3-3", "4-2-3-1"): the goalkeeper on the goal
// line, then one row per formation line towards half way, players spread evenly across each row.

/** A player slot on a half pitch, in 0..1 coordinates (x across, y from own goal line to half way). */
export interface Slot {
  x: number;
  y: number;
  row: number;
}

/** Parses "4-3-3" into [4, 3, 3]; anything invalid becomes 4-4-2 so a lineup is still drawn. */
export function parseFormation(formation: string | null | undefined): number[] {
  const rows = (formation ?? '')
    .split(/[-\s]/)
    .map((n) => Number(n))
    .filter((n) => Number.isInteger(n) && n > 0);
  const sum = rows.reduce((a, b) => a + b, 0);
  return sum === 10 ? rows : [4, 4, 2];
}

/** The 11 slots of a formation: slot 0 is the goalkeeper. */
export function formationSlots(formation: string | null | undefined): Slot[] {
  const rows = parseFormation(formation);
  const slots: Slot[] = [{ x: 0.5, y: 0.06, row: 0 }];
  // Rows run from 0.22 (defence) to 0.9 (attack, just short of half way).
  const step = rows.length > 1 ? 0.68 / (rows.length - 1) : 0;
  rows.forEach((count, i) => {
    const y = 0.22 + i * step;
    for (let j = 0; j < count; j += 1) slots.push({ x: (j + 1) / (count + 1), y, row: i + 1 });
  });
  return slots;
}
