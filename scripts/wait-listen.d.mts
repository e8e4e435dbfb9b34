/** How `npm start` waits for one service to listen (scripts/wait-listen.mjs). */
export interface WaitForListenOptions {
  name: string;
  port: number;
  log(line: string): void;
  /** Resolves with how the service's process ended ("exited with code 1"). */
  ended: Promise<string>;
  /** Appended to the reminders (why this one may be slow). */
  hint?: string;
  remindEveryMs?: number;
  pollMs?: number;
}

/** Resolves once 127.0.0.1:port accepts; rejects when `ended` resolves first. No deadline. */
export function waitForListen(options: WaitForListenOptions): Promise<void>;
