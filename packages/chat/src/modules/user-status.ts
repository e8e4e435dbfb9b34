import { CMD, SOCIAL_LIMITS, type UserFailure, type WireUserStatus } from '@tifo/protocol';
import type { UserStatus } from '../constants/event-data';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';

function checkList(userIDList: unknown): string[] {
  if (!Array.isArray(userIDList) || userIDList.some((id) => typeof id !== 'string'))
    throw chatError('INVALID_PARAMETER', 'userIDList must be an array of user IDs');
  return userIDList as string[];
}

/**
 * User status: my custom status, queries and subscriptions (the service gates them with the commercial
 * user-status ability and limits them to 20 calls per 5 s). USER_STATUS_UPDATED carries only changes.
 */
export class UserStatusModule {
  private readonly last = new Map<string, string>();

  constructor(private readonly ctx: ChatContext) {}

  set(customStatus: string): Promise<WireUserStatus> {
    if (typeof customStatus !== 'string')
      throw chatError('INVALID_PARAMETER', 'customStatus must be a string');
    return this.ctx.request(CMD.STATUS_SET, { customStatus });
  }

  get(userIDList: string[]): Promise<{ successUserList: UserStatus[]; failureUserList: UserFailure[] }> {
    const ids = checkList(userIDList).slice(0, SOCIAL_LIMITS.STATUS_QUERY);
    return this.ctx.request(CMD.STATUS_GET, { userIDList: ids });
  }

  subscribe(userIDList: string[]): Promise<{ failureUserList: UserFailure[] }> {
    const ids = checkList(userIDList).slice(0, SOCIAL_LIMITS.STATUS_SUBSCRIBE);
    if (!ids.length) throw chatError('INVALID_PARAMETER', 'userIDList must not be empty');
    return this.ctx.request(CMD.STATUS_SUBSCRIBE, { userIDList: ids });
  }

  /** Without a list (or with an empty one) every subscription ends. */
  unsubscribe(userIDList?: string[]): Promise<{ failureUserList: UserFailure[] }> {
    const ids =
      userIDList === undefined ? [] : checkList(userIDList).slice(0, SOCIAL_LIMITS.STATUS_SUBSCRIBE);
    return this.ctx.request(CMD.STATUS_UNSUBSCRIBE, ids.length ? { userIDList: ids } : {});
  }

  /** A status push: emits the entries that differ from the last ones heard. */
  onPush(list: WireUserStatus[]): void {
    const changed = list.filter((s) => {
      const key = `${s.statusType}|${s.customStatus}`;
      if (this.last.get(s.userID) === key) return false;
      this.last.set(s.userID, key);
      return true;
    });
    if (changed.length) this.ctx.emit('onUserStatusUpdated', changed);
  }

  reset(): void {
    this.last.clear();
  }
}
