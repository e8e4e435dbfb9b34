import { conversationHandlers, conversationGroupHandlers } from './conversations';
import { groupHandlers, groupAdminHandlers, groupMessageHandlers, moderationHandlers } from './groups';
import { messageHandlers, messageExtraHandlers } from './messages';
import { sessionHandlers } from './identity';
import { socialHandlers } from './social';
import type { CommandTable } from './gateway/command';

/**
 * The one command table: every command of the gateway, by name, from each area's tables (server.ts hands it to
 * the gateway, which imports no area) (unknown names answer 60001). A Map, not an object: the name comes
 * from the client, and an object lookup would find inherited names (`constructor`, `__proto__`, `toString`).
 */
export const HANDLERS: CommandTable = new Map(
  [
    sessionHandlers,
    messageHandlers,
    groupMessageHandlers,
    conversationHandlers,
    groupHandlers,
    moderationHandlers,
    conversationGroupHandlers,
    messageExtraHandlers,
    socialHandlers,
    groupAdminHandlers,
  ].flatMap((table) => Object.entries(table)),
);
