import { CMD } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';
import { Refresher } from './refresher';

/** My blacklist (user IDs). The service enforces it; this keeps the list and BLACKLIST_UPDATED. */
export class BlacklistModule {
  private list: string[] | null = null;
  readonly pull: Refresher;

  constructor(private readonly ctx: ChatContext) {
    this.pull = new Refresher(async () => this.set((await ctx.request(CMD.BLACKLIST_GET, {})).blacklist));
  }

  private set(entries: { userID: string }[]): void {
    const next = entries.map((e) => e.userID);
    const changed = JSON.stringify(next) !== JSON.stringify(this.list);
    this.list = next;
    if (changed) this.ctx.emit('blacklistUpdated', [...next]);
  }

  /** The blacklist. */
  async get(): Promise<string[]> {
    if (!this.list) await this.pull.run();
    return [...(this.list ?? [])];
  }

  /** Adds users (only myself is 2742; I am dropped from a longer list); answers the whole list. */
  async add(userIDList: string[]): Promise<string[]> {
    if (!Array.isArray(userIDList) || !userIDList.length) throw chatError('INVALID_PARAMETER', 'userIDList');
    if (userIDList.length === 1 && userIDList[0] === this.ctx.userID)
      throw chatError('CANNOT_ADD_SELF_TO_BLACKLIST');
    const ids = userIDList.filter((id) => id !== this.ctx.userID);
    this.set((await this.ctx.request(CMD.BLACKLIST_ADD, { userIDList: ids })).blacklist);
    return [...(this.list ?? [])];
  }

  /** Removes users; answers the whole list. */
  async remove(userIDList: string[]): Promise<string[]> {
    if (!Array.isArray(userIDList) || !userIDList.length) throw chatError('INVALID_PARAMETER', 'userIDList');
    this.set((await this.ctx.request(CMD.BLACKLIST_REMOVE, { userIDList })).blacklist);
    return [...(this.list ?? [])];
  }

  /** After a reconnect: pull again if loaded. */
  async recover(): Promise<void> {
    if (this.list) await this.pull.run();
  }

  reset(): void {
    this.list = null;
  }
}
