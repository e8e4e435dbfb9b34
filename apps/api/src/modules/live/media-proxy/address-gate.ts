/** Why a request was not let in: its address holds its share already, or the whole gate is full. */
export type GateRefusal = 'address' | 'total';

/** A place taken in the gate; `release` is idempotent (call it on every way a response can end). */
export interface GatePass {
  release(): void;
}

/**
 * Counts what is open per client address and in all, and refuses beyond either cap before any work is done:
 * one client cannot hold more than `maxPerAddress` (0: no cap per address), and everyone together no more than
 * `maxTotal`. Counted before the check, so concurrent arrivals cannot overshoot.
 */
export class AddressGate {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerAddress: number,
    private readonly maxTotal: number,
  ) {}

  /** A pass, or why there is none. */
  enter(address: string): GatePass | GateRefusal {
    const mine = this.perAddress.get(address) ?? 0;
    if (this.maxPerAddress > 0 && mine >= this.maxPerAddress) return 'address';
    if (this.total >= this.maxTotal) return 'total';
    this.perAddress.set(address, mine + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.perAddress.set(address, left);
        else this.perAddress.delete(address);
      },
    };
  }

  /** Open requests of one address, and in all (metrics and tests). */
  open(address?: string): number {
    return address === undefined ? this.total : (this.perAddress.get(address) ?? 0);
  }
}
