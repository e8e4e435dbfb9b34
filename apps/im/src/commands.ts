import { conversationBodySchemas, conversationHandlers, conversationGroupHandlers } from './conversations';
import {
  groupBodySchemas,
  groupHandlers,
  groupAdminHandlers,
  groupMessageHandlers,
  moderationHandlers,
} from './groups';
import { messageBodySchemas, messageHandlers, messageExtraHandlers } from './messages';
import { sessionBodySchemas, sessionHandlers } from './identity';
import { socialBodySchemas, socialHandlers } from './social';
import type { BodySchemaTable, CommandTable, Expect, TableReadsProtocol } from './gateway/command';

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

/**
 * What each command's handler reads its body with, by name, from each area's table: checked by the compiler
 * against the protocol's request body of every command (BodyDrifts), so a schema that drifts from the protocol,
 * or a command of the protocol with no entry, fails to compile.
 */
export const BODY_SCHEMAS = {
  ...sessionBodySchemas,
  ...messageBodySchemas,
  ...groupBodySchemas,
  ...conversationBodySchemas,
  ...socialBodySchemas,
} satisfies BodySchemaTable;

/** Compiles only while every command's body schema reads the protocol's body (the check of BODY_SCHEMAS). */
export type BodySchemasReadProtocol = Expect<TableReadsProtocol<typeof BODY_SCHEMAS>>;
