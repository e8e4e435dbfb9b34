/**
 * Runs a pull again when asked while one is in flight, so the last pull always starts after the last
 * request: a push that lands during a pull is never lost to the pull's older answer.
 */
export class Refresher {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly pull: () => Promise<void>) {}

  /** Pulls now, or once more after the pull in flight; resolves when the state is at least that fresh. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pull();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
