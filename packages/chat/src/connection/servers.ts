/**
 * Server address rotation (spec 4): default, backup, anycast, then default again; a configured
 * proxy overrides the rotation entirely.
 */
export class ServerRotation {
  private index = 0;

  constructor(
    private readonly servers: string[],
    private readonly proxy?: string,
  ) {
    if (!proxy && servers.length === 0) throw new Error('no server address');
  }

  /** The address to use now. */
  get current(): string {
    return this.proxy || (this.servers[this.index % this.servers.length] as string);
  }

  /** Moves to the next address after a failed attempt. */
  next(): string {
    if (!this.proxy) this.index = (this.index + 1) % this.servers.length;
    return this.current;
  }
}
