import { ERROR_CODES, type ErrorName } from '@tifo/protocol';

/** The one error class of the service: a stable code from the protocol table, a message and optional data. */
export class ImError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(name: ErrorName, message?: string, data?: unknown) {
    const row = ERROR_CODES[name];
    // A refusal is an answer, not a fault: its stack is never logged, and capturing one on every refused frame
    // of a flood cost more than the rest of the refusal.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message ?? row.message);
    Error.stackTraceLimit = limit;
    this.code = row.code;
    this.data = data;
  }
}

/** Throws the named error unless `condition` holds. */
export function check(condition: unknown, name: ErrorName, message?: string): asserts condition {
  if (!condition) throw new ImError(name, message);
}
