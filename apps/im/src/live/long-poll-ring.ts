import type { WireMessage } from '@tifo/protocol';

/** Messages kept per room for long-poll readers (live rooms have no history beyond this window). */
const RING_SIZE = 500;

interface Waiter {
  after: number;
  resolve: (messages: WireMessage[]) => void;
}

/** The ring's messages numbered above `seq`, in sequence order (a late message can sit behind a newer one). */
function after(ring: readonly WireMessage[], seq: number): WireMessage[] {
  return ring
    .filter((m) => (m.broadcastSequence ?? 0) > seq)
    .sort((a, b) => (a.broadcastSequence ?? 0) - (b.broadcastSequence ?? 0));
}

/**
 * A live room's recent messages for HTTP long-poll readers, who ask for what came after a broadcast sequence and
 * wait up to a hold time when nothing has. The room feeds it once per batch interval, like one more cohort.
 */
export class LongPollRing {
  private readonly messages: WireMessage[] = [];
  private readonly waiters = new Set<Waiter>();

  /** Readers waiting for a message. */
  get waiting(): number {
    return this.waiters.size;
  }

  /** The `time` (unix seconds) of the newest message, or undefined while the ring is empty. */
  newestTime(): number | undefined {
    return this.messages.at(-1)?.time;
  }

  /** Adds a batch (in sequence order, already shed) and answers the waiters it is for. */
  add(batch: readonly WireMessage[]): void {
    this.messages.push(...batch);
    if (this.messages.length > RING_SIZE) this.messages.splice(0, this.messages.length - RING_SIZE);
    for (const w of [...this.waiters]) {
      const ready = after(this.messages, w.after);
      if (ready.length) w.resolve(ready);
    }
  }

  /** Messages after a broadcast sequence, waiting up to `holdMs` when there are none yet. */
  poll(afterSeq: number, holdMs: number): Promise<WireMessage[]> {
    const ready = after(this.messages, afterSeq);
    if (ready.length || holdMs <= 0) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        after: afterSeq,
        resolve: (messages) => {
          clearTimeout(t);
          this.waiters.delete(waiter);
          resolve(messages);
        },
      };
      const t = setTimeout(() => waiter.resolve([]), holdMs);
      this.waiters.add(waiter);
    });
  }

  /** Answers every waiter with nothing (the room closed or the node stops). */
  release(): void {
    for (const w of [...this.waiters]) w.resolve([]);
  }
}
