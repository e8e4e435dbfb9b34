import { CONV_TYPE, type WireConversation } from '@tifo/protocol';
import type { ImContext } from '../context';
import { getProfiles } from '../social';

/**
 * Gives each C2C conversation the peer's profile (one read for the page), so a conversation list shows nicks
 * and avatars instead of IDs. A peer with no account yet gets the default profile under its ID.
 */
export async function attachPeerProfiles(ctx: ImContext, conversations: WireConversation[]): Promise<void> {
  const c2c = conversations.filter((c) => c.type === CONV_TYPE.C2C);
  if (!c2c.length) return;
  const profiles = await getProfiles(
    ctx,
    c2c.map((c) => c.conversationID.slice(3)),
  );
  const byID = new Map(profiles.map((p) => [p.userID, p]));
  for (const c of c2c) {
    const profile = byID.get(c.conversationID.slice(3));
    if (profile) c.userProfile = profile;
  }
}
