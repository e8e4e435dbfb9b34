import { ApiError } from '../../http/api-error';
import { MINUTE } from '../throttle';
import type { Limit, Throttle, Ticket } from '../throttle';

/** The window every login limit counts in. */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
/** Failed logins allowed from one address to one account: then that pair (only) waits for the window. */
export const LOGIN_PAIR_MAX = 5;
/** Failed logins allowed from one address across all accounts (password spraying). */
export const LOGIN_IP_MAX = 20;
/**
 * Failed logins of one account from all addresses after which every further attempt at it needs a solved
 * image captcha. A captcha, not a lock: an attacker elsewhere can slow an account down but never lock its
 * owner out.
 */
export const LOGIN_ACCOUNT_CAPTCHA_AFTER = 10;

/** The three buckets of a login attempt; the account bucket limits only when no captcha was solved. */
export function loginLimits(account: string, ip: string, captchaSolved: boolean): Limit[] {
  const name = account.toLowerCase();
  return [
    { bucket: `login:pair:${name}:${ip}`, windowMs: LOGIN_WINDOW_MS, max: LOGIN_PAIR_MAX },
    { bucket: `login:ip:${ip}`, windowMs: LOGIN_WINDOW_MS, max: LOGIN_IP_MAX },
    {
      bucket: `login:account:${name}`,
      windowMs: LOGIN_WINDOW_MS,
      max: captchaSolved ? Number.POSITIVE_INFINITY : LOGIN_ACCOUNT_CAPTCHA_AFTER,
    },
  ];
}

/**
 * Counts a login attempt before the password is checked (so parallel guesses cannot outrun the count) and
 * refunds it when the password was right: what remains in the buckets are failures.
 */
export class LoginThrottle {
  constructor(private readonly throttle: Throttle) {}

  /** Takes a slot for this attempt or throws TOO_MANY_REQUESTS (pair or address full) / CAPTCHA_REQUIRED. */
  async begin(account: string, ip: string, captchaSolved: boolean): Promise<Ticket> {
    const limits = loginLimits(account, ip, captchaSolved);
    const result = await this.throttle.tryTake(limits);
    if (result.ok) return result.ticket;
    if (result.limit.bucket === limits[2]!.bucket) throw new ApiError('CAPTCHA_REQUIRED');
    throw new ApiError('TOO_MANY_REQUESTS');
  }

  /** The password was right: this attempt and the pair's earlier failures no longer count. */
  async succeeded(ticket: Ticket, account: string, ip: string): Promise<void> {
    await this.throttle.refund(ticket);
    await this.throttle.clear(loginLimits(account, ip, false)[0]!.bucket);
  }
}
