import { ERROR_CODES, errorMessage } from '@tifo/protocol';

/**
 * The one error class of the SDK. Calls reject with it; it carries `{code, message, data}` like the
 * Tencent SDK's rejection objects, and is an Error so stacks survive.
 */
export class ChatError<D = unknown> extends Error {
  /** A code of the shared table (`@tifo/protocol` ERROR_CODES) or a server code. */
  readonly code: number;
  /** Extra details (the server's response body, the failed message, ...). */
  readonly data: D | undefined;

  constructor(code: number, message?: string, data?: D) {
    super(message || errorMessage(code));
    this.name = 'ChatError';
    this.code = code;
    this.data = data;
  }
}

/** Builds a ChatError from a named row of the shared table. */
export function chatError<D = unknown>(
  name: keyof typeof ERROR_CODES,
  message?: string,
  data?: D,
): ChatError<D> {
  const row = ERROR_CODES[name];
  return new ChatError<D>(row.code, message ?? row.message, data);
}
