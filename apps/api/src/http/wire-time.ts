/** Epoch milliseconds to the seconds the wire uses (0 stays 0). */
export function toSeconds(ms: number): number {
  return ms > 0 ? Math.floor(ms / 1000) : 0;
}
