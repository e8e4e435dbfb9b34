/**
 * The viewers of a live room in an array (constant-time add and remove by swapping with the last), so a fan-out
 * can start anywhere: writing 5,000 sockets takes tens of milliseconds, and starting each batch at a random
 * viewer spreads that wait over everyone instead of always making the same viewers (the last to join) wait
 * the longest.
 */
export class ViewerList<T> {
  private readonly items: T[] = [];
  private readonly index = new Map<T, number>();

  get size(): number {
    return this.items.length;
  }

  has(item: T): boolean {
    return this.index.has(item);
  }

  /** Adds an item; false when it was already there. */
  add(item: T): boolean {
    if (this.index.has(item)) return false;
    this.index.set(item, this.items.length);
    this.items.push(item);
    return true;
  }

  /** Removes an item; false when it was not there. */
  delete(item: T): boolean {
    const at = this.index.get(item);
    if (at === undefined) return false;
    const last = this.items.pop()!;
    if (last !== item) {
      this.items[at] = last;
      this.index.set(last, at);
    }
    this.index.delete(item);
    return true;
  }

  /** A copy of the items. */
  toArray(): T[] {
    return [...this.items];
  }

  /** Calls `fn` for every item once, starting at `start` (any integer) and wrapping around. */
  forEachFrom(start: number, fn: (item: T) => void): void {
    const n = this.items.length;
    if (!n) return;
    const first = ((start % n) + n) % n;
    for (let i = first; i < n; i++) fn(this.items[i]!);
    for (let i = 0; i < first; i++) fn(this.items[i]!);
  }
}
