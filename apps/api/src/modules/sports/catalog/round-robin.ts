/**
 * A double round robin by the circle method: 2(n-1) rounds (n rounded up to even; the odd one out rests).
 * The second half repeats the first with home and away swapped. Returns pairs of indices [home, away].
 */
export function doubleRoundRobin(n: number): Array<Array<[number, number]>> {
  const size = n % 2 === 0 ? n : n + 1;
  const ring = Array.from({ length: size }, (_, i) => i);
  const first: Array<Array<[number, number]>> = [];
  for (let r = 0; r < size - 1; r++) {
    const round: Array<[number, number]> = [];
    for (let i = 0; i < size / 2; i++) {
      const a = ring[i]!;
      const b = ring[size - 1 - i]!;
      if (a >= n || b >= n) continue;
      // Alternate who hosts so no club plays every first-leg match at home.
      round.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(round);
    ring.splice(1, 0, ring.pop()!);
  }
  return [...first, ...first.map((round) => round.map(([h, a]): [number, number] => [a, h]))];
}
