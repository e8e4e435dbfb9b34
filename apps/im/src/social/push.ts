import { PUSH, type SocialPush } from '@tifo/protocol';
import type { ImContext } from '../context';
import { pushToUser } from '../gateway/delivery';

/** Sends a social push to every session of a user, on any node. */
export function pushSocial(ctx: ImContext, userID: string, body: SocialPush): Promise<void> {
  return pushToUser(ctx, userID, JSON.stringify({ push: PUSH.SOCIAL, body }));
}

/** Tells each user (once) that a list of theirs changed; the SDK pulls it again. */
export async function pushChanged(
  ctx: ImContext,
  userIDs: Iterable<string>,
  kind: 'friends' | 'friendApplications' | 'friendGroups' | 'blacklist',
): Promise<void> {
  for (const userID of new Set(userIDs)) await pushSocial(ctx, userID, { kind });
}
