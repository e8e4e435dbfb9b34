import { ERROR_CODES } from '@tifo/protocol';
import { signUserSig } from '@tifo/protocol/node';
import type { Logger } from 'pino';
import type { AppContext } from '../../app-context';

/** The messaging service's admin answer: code 0 is success. */
interface AdminReply<T> {
  code: number;
  message: string;
  data: T;
}

/** A failed admin call, with the messaging service's code (or 0 when the service could not be reached). */
export class ImAdminError extends Error {
  constructor(
    readonly route: string,
    readonly code: number,
    message: string,
  ) {
    super(`im admin ${route}: ${code} ${message}`);
    this.name = 'ImAdminError';
  }
}

const ADMIN = 'administrator';
const SIG_TTL_SECONDS = 3600;

/** Answers that mean the service verified our signature with another secret or app: it is not ours. */
const FOREIGN_SIGNATURE: readonly number[] = [
  ERROR_CODES.USERSIG_INVALID.code,
  ERROR_CODES.USERSIG_WRONG_APP.code,
];
/** Said once per process: every admin client would say the same. */
let foreignServiceReported = false;

/**
 * Server-to-server client of the messaging service's admin REST API (apps/im/README.md), signed as
 * `administrator` with the shared secret. The API never imports the messaging service's code.
 */
export class ImAdminClient {
  private sig = '';
  private sigExpiresAt = 0;

  constructor(
    private readonly options: {
      baseUrl: string;
      secret: string;
      sdkAppID: number;
      log: Logger;
      timeoutMs?: number;
    },
  ) {}

  // Signing is cheap, but reusing one signature until shortly before it expires keeps the hot path lean.
  private signature(): string {
    const now = Date.now();
    if (now > this.sigExpiresAt - 60_000) {
      this.sig = signUserSig({
        secret: this.options.secret,
        sdkAppID: this.options.sdkAppID,
        userID: ADMIN,
        expireSeconds: SIG_TTL_SECONDS,
        now,
      });
      this.sigExpiresAt = now + SIG_TTL_SECONDS * 1000;
    }
    return this.sig;
  }

  /** Calls POST /im/admin/<route>; resolves with data or rejects with ImAdminError. */
  async call<T = unknown>(route: string, body: Record<string, unknown>): Promise<T> {
    const query = new URLSearchParams({
      sdkappid: String(this.options.sdkAppID),
      identifier: ADMIN,
      usersig: this.signature(),
    });
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/im/admin/${route}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new ImAdminError(route, 0, error instanceof Error ? error.message : String(error));
    }
    let reply: AdminReply<T>;
    try {
      reply = (await response.json()) as AdminReply<T>;
    } catch {
      throw new ImAdminError(route, response.status, 'unreadable reply');
    }
    if (FOREIGN_SIGNATURE.includes(reply.code)) this.reportForeignService();
    if (reply.code !== 0) throw new ImAdminError(route, reply.code, reply.message);
    return reply.data;
  }

  /**
   * The service answering here refused a signature made with our IM_SECRET: another installation (or an old
   * one) holds the messaging ports, and chat would silently go to it. Said loudly, once.
   */
  private reportForeignService(): void {
    if (foreignServiceReported) return;
    foreignServiceReported = true;
    this.options.log.error(
      { imAdminUrl: this.options.baseUrl },
      "the messaging service at this address is not this API's own: it refuses signatures made with IM_SECRET " +
        '(another Tifo may listen on IM_PORT / IM_ADMIN_PORT; give this one free ports, or the same IM_SECRET and IM_SDKAPPID)',
    );
  }

  /** Like call, but a failure is logged instead of thrown: for pushes that polling backs up. */
  async tryCall(route: string, body: Record<string, unknown>): Promise<boolean> {
    try {
      await this.call(route, body);
      return true;
    } catch (error) {
      this.options.log.warn({ err: error, route }, 'messaging push failed; clients fall back to polling');
      return false;
    }
  }
}

/** The admin client for this API's messaging service (its URL, secret and app from the config). */
export function imAdminClientOf(ctx: AppContext, timeoutMs?: number): ImAdminClient {
  return new ImAdminClient({
    baseUrl: ctx.config.imAdminUrl,
    secret: ctx.config.imSecret,
    sdkAppID: ctx.config.imSdkAppId,
    log: ctx.log,
    timeoutMs,
  });
}
