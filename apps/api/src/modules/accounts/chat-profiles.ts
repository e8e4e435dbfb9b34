import type { Logger } from 'pino';
import type { ImAdminClient } from '../messaging';

/** Tells the messaging service a user's public profile (what it shows as the sender of their messages). */
export interface ChatProfiles {
  publish(user: { id: number; nick_name: string; avatar: string }): Promise<void>;
}

/**
 * Calls `POST /im/admin/account/import {userID, nick, avatar}` after registration, login and a profile edit: the
 * messaging service fills every sender's nick and avatar from what it stores, never from the client, so without
 * this users would speak with a blank nick. Best effort, like the signature revoker: the next login publishes
 * again, so a failure is logged and swallowed. An unchanged profile is not sent twice by one process.
 */
export class ImChatProfiles implements ChatProfiles {
  private readonly sent = new Map<number, string>();

  constructor(
    private readonly client: ImAdminClient,
    private readonly log: Logger,
  ) {}

  async publish(user: { id: number; nick_name: string; avatar: string }): Promise<void> {
    const profile = JSON.stringify([user.nick_name, user.avatar]);
    if (this.sent.get(user.id) === profile) return;
    try {
      await this.client.call('account/import', {
        userID: String(user.id),
        nick: user.nick_name,
        // The messaging service stores only http(s) URLs and our own paths; an empty avatar is left out.
        ...(user.avatar ? { avatar: user.avatar } : {}),
      });
      if (this.sent.size > 100_000) this.sent.clear();
      this.sent.set(user.id, profile);
    } catch (error) {
      this.log.warn({ userId: user.id, err: error }, 'chat profile not published; the next login retries');
    }
  }
}
