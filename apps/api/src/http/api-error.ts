import { API_ERROR_CODES } from './error-codes';
import type { ApiErrorCode } from './error-codes';

/** The API's one error class: a code from the table, an optional detail for the message, optional data. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** Extra text appended to the localised message (e.g. the failing field). */
  readonly detail: string | undefined;
  readonly data: unknown;

  constructor(code: ApiErrorCode, detail?: string, data?: unknown) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ApiError';
    this.code = code;
    this.detail = detail;
    this.data = data;
  }

  /** The envelope status this error maps to (1 error, 2 login timeout). */
  get status(): 1 | 2 {
    return API_ERROR_CODES[this.code].status;
  }
}
