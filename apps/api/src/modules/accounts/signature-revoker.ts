import type { Logger } from 'pino';
import { ImAdminError } from '../messaging';
import type { ImAdminClient } from '../messaging';

/** Tells the messaging service that a user's signatures below a generation are void. */
export interface SignatureRevoker {
  revoke(userId: number, generation: number): Promise<void>;
}

/**
 * Calls `POST /im/admin/account/revoke {userID, generation}`: the messaging service ends the user's chat
 * sessions (the spec's kick) and refuses older signatures from then on. Best effort: a logout or password
 * change must succeed even when the messaging service is down (its own check of the generation at the next
 * login is the backstop), so a failure is logged, without the signature or any token, and swallowed.
 */
export class ImSignatureRevoker implements SignatureRevoker {
  constructor(
    private readonly client: ImAdminClient,
    private readonly log: Logger,
  ) {}

  async revoke(userId: number, generation: number): Promise<void> {
    try {
      await this.client.call('account/revoke', { userID: String(userId), generation });
    } catch (error) {
      const code = error instanceof ImAdminError ? error.code : 0;
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { userId, generation, code, reason },
        'messaging revoke failed; old chat sessions may linger',
      );
    }
  }
}
