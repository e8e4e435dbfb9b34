/**
 * A bounded "seen" set that forgets the oldest entries first (spec 9: 200 sequences, 100 message
 * IDs). Push is only a shortcut and sync replays, so the same message may arrive twice; the window
 * makes the second arrival a no-op without growing memory forever.
 */
export class DedupWindow<T> {
  private readonly seen = new Set<T>();

  constructor(private readonly capacity: number) {}

  /** Records `key`; returns false when it was already in the window (a duplicate). */
  add(key: T): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (this.seen.size > this.capacity) {
      // Sets iterate in insertion order, so the first key is the oldest.
      const oldest = this.seen.values().next().value as T;
      this.seen.delete(oldest);
    }
    return true;
  }

  /** True when `key` is inside the window. */
  has(key: T): boolean {
    return this.seen.has(key);
  }

  /** Number of keys held (at most the capacity). */
  get size(): number {
    return this.seen.size;
  }

  /** Forgets everything (logout). */
  clear(): void {
    this.seen.clear();
  }
}

/** The window sizes of spec 9. */
const DEDUP_SEQUENCES = 200;
/** The window sizes of spec 9. */
const DEDUP_MESSAGE_IDS = 100;

/**
 * Per-conversation duplicate filter: a message is new only if neither its conversation sequence
 * (200 per conversation) nor its ID (100 overall) was seen.
 */
export class MessageDedup {
  private readonly bySequence = new Map<string, DedupWindow<number>>();
  private readonly byID = new DedupWindow<string>(DEDUP_MESSAGE_IDS);

  /** Returns true the first time a message is seen, false for a repeat. */
  accept(conversationID: string, sequence: number, messageID: string): boolean {
    let window = this.bySequence.get(conversationID);
    if (!window) {
      window = new DedupWindow<number>(DEDUP_SEQUENCES);
      this.bySequence.set(conversationID, window);
    }
    const seqSeen = sequence > 0 && window.has(sequence);
    const idSeen = this.byID.has(messageID);
    if (seqSeen || idSeen) return false;
    if (sequence > 0) window.add(sequence);
    this.byID.add(messageID);
    return true;
  }

  /** Forgets everything (logout). */
  clear(): void {
    this.bySequence.clear();
    this.byID.clear();
  }
}
