import { hash32 } from '../rng';

/**
 * Stable ids from natural keys: the id is a hash of the key in a range, probing past collisions. Ids stay the
 * same across imports as long as keys are registered in the same order, which the importer guarantees by
 * reading files and rows in sorted order; so follows and links survive a reseed.
 */
export class IdRegistry {
  private readonly byKey = new Map<string, number>();
  private readonly taken = new Set<number>();

  constructor(
    private readonly base: number,
    private readonly span: number,
  ) {}

  /** The id of a key, assigned on first sight. */
  idFor(key: string): number {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    let id = this.base + (hash32(key) % this.span);
    while (this.taken.has(id)) id = id + 1 >= this.base + this.span ? this.base : id + 1;
    this.taken.add(id);
    this.byKey.set(key, id);
    return id;
  }

  /** The id of a key if registered. */
  get(key: string): number | undefined {
    return this.byKey.get(key);
  }
}
