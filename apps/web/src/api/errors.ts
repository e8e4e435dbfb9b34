/** Stable codes of request failures; screens branch on these, never on message text. */
export const RequestErrorCode = {
  /** The server answered with a nonzero status and a message. */
  Api: 'API_ERROR',
  /** Status 2 or the login-timeout message: the session is gone. */
  LoginTimeout: 'LOGIN_TIMEOUT',
  /** The host could not be reached. */
  Network: 'NETWORK',
  /** No answer within the timeout (10 s). */
  Timeout: 'TIMEOUT',
  /** The answer was not the {status, msg, data} JSON envelope. */
  BadResponse: 'BAD_RESPONSE',
} as const;

/** One of {@link RequestErrorCode}. */
export type RequestErrorCode = (typeof RequestErrorCode)[keyof typeof RequestErrorCode];

/** The one error class of the web request layer. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly code: RequestErrorCode,
    message: string,
    /** The API status when the server answered (1, 2, ...). */
    readonly status?: number,
    /** The API's stable error code when it sent one (e.g. CAPTCHA_REQUIRED): what screens branch on. */
    readonly apiCode?: string,
    /** The input field the API named as the cause (`data.field`), for a form to mark it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** True when an error is the login-timeout rejection. */
export function isLoginTimeout(error: unknown): boolean {
  return error instanceof RequestError && error.code === RequestErrorCode.LoginTimeout;
}
