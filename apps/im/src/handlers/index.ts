import { conversationHandlers } from './conversations';
import { conversationGroupHandlers } from './conversation-groups';
import { groupHandlers } from './groups';
import { groupAdminHandlers } from './group-admin';
import { messageHandlers } from './messages';
import { messageExtraHandlers } from './message-extras';
import { moderationHandlers } from './moderation';
import { sessionHandlers } from './session';
import { socialHandlers } from './social';
import type { CommandTable } from '../gateway/command';

/**
 * Every command of the gateway, by name (unknown names answer 60001). A Map, not an object: the name comes
 * from the client, and an object lookup would find inherited names (`constructor`, `__proto__`, `toString`).
 */
export const HANDLERS: CommandTable = new Map(
  [
    sessionHandlers,
    messageHandlers,
    conversationHandlers,
    groupHandlers,
    moderationHandlers,
    conversationGroupHandlers,
    messageExtraHandlers,
    socialHandlers,
    groupAdminHandlers,
  ].flatMap((table) => Object.entries(table)),
);
