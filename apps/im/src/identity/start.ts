import { IDENTITY_CHANNEL, type ImContext } from '../context';
import type { BrokerMessage } from '../broker/types';
import { ensureServerGroups } from './server-groups';
import { kickBelowGeneration } from './sig-generation';

/** Start-up of the identity rules: server-owned groups exist, and this node hears identity changes. */
export async function startIdentity(ctx: ImContext): Promise<void> {
  await ensureServerGroups(ctx);
  await ctx.broker.subscribe(IDENTITY_CHANNEL, (m: BrokerMessage) => {
    if (m.t === 'profile') ctx.profiles.invalidate(m.userID);
    else if (m.t === 'revoke') kickBelowGeneration(ctx, m.userID, m.generation);
  });
}
