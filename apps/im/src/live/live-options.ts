import type { Connection } from '../gateway/connection';

/** Options of the fan-out. */
export interface LiveOptions {
  /** Shortest time between two batches of a room, ms. */
  tickMs: number;
  /** Longest time between two batches of a room, ms (the bound on added latency). */
  maxTickMs: number;
  /**
   * Socket writes per second the live fan-out of this node aims to stay under. Each write costs about the same
   * whatever it carries (mostly the kernel's), so when many viewers are on this node the batches are spaced out
   * (up to maxTickMs) and each carries more messages: CPU stays bounded and latency grows instead.
   */
  writesPerSecond: number;
  /**
   * Most cohorts a room's viewers are split into (default 8). Each cohort gets one batch per interval, the
   * cohorts' batches spread over the interval: a message waits at most an interval plus one cohort's fan-out,
   * instead of an interval plus the whole room's.
   */
  cohorts?: number;
  /** Above this many messages in one batch, Lowest then Low then Normal messages are shed. */
  shedThreshold: number;
  /** User messages one room takes in per second on this node (2997 beyond; the admin API is not counted). */
  userMessagesPerSecond: number;
  onShed?: (count: number) => void;
  /** Viewers that skipped a batch for being above their send-buffer ceiling. */
  onSkip?: (count: number) => void;
  /** The clock, ms (performance.now; tests give one that also moves while sockets are written). */
  now?: () => number;
  /** Checks a connection may read a room (throws the refusal, e.g. a ban); called before it joins. */
  admit?: (conn: Connection, groupID: string) => Promise<void>;
}
