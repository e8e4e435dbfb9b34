/** A listener receives one context object per event: `{name, data}`, as the Tencent SDK does. */
export type Listener<M, K extends keyof M> = (event: { name: K; data: M[K] }) => void;

/**
 * A typed event emitter. A throwing listener must not stop the others nor the SDK's own state
 * changes, so errors are reported to `onListenerError` instead of propagating.
 */
export class TypedEmitter<M> {
  private readonly listeners = new Map<
    keyof M,
    Set<{ fn: Listener<M, keyof M>; ctx: unknown; once: boolean }>
  >();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  /** Adds a listener; `context` is bound as `this` like the Tencent SDK's third argument. */
  on<K extends keyof M>(name: K, fn: Listener<M, K>, context?: unknown): void {
    this.add(name, fn, context, false);
  }

  /** Adds a listener that is removed before its first call (`off` with the same function removes it earlier). */
  once<K extends keyof M>(name: K, fn: Listener<M, K>, context?: unknown): void {
    this.add(name, fn, context, true);
  }

  private add<K extends keyof M>(name: K, fn: Listener<M, K>, context: unknown, once: boolean): void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add({ fn: fn as unknown as Listener<M, keyof M>, ctx: context, once });
  }

  /** Removes a listener added with the same function (and context, when one was given). */
  off<K extends keyof M>(name: K, fn: Listener<M, K>, context?: unknown): void {
    const set = this.listeners.get(name);
    if (!set) return;
    for (const entry of set) {
      if (entry.fn === (fn as unknown) && (context === undefined || entry.ctx === context)) set.delete(entry);
    }
  }

  /** Calls every listener of `name` with `{name, data}`. */
  emit<K extends keyof M>(name: K, data: M[K]): void {
    const set = this.listeners.get(name);
    if (!set) return;
    for (const entry of [...set]) {
      if (entry.once) set.delete(entry);
      try {
        entry.fn.call(entry.ctx, { name, data });
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** Number of listeners of one event (used to skip work nobody listens to). */
  count<K extends keyof M>(name: K): number {
    return this.listeners.get(name)?.size ?? 0;
  }

  /** Drops every listener (destroy). */
  clear(): void {
    this.listeners.clear();
  }
}
