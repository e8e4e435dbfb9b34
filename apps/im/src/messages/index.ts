/**
 * Messages: C2C sends, history, revoke, modify and delete, reads and receipts, the timeline sync, extensions,
 * merged messages and translation. Other areas and the top reach it only through this file.
 */
export { messageBodySchemas } from './body-schemas';
export { sendC2C, timelineFrame } from './c2c-send';
export { messageHandlers } from './commands';
export { messageExtraHandlers } from './extras-commands';
export { history, historySchema } from './history';
export { grantMergedLists } from './merger';
export { revoke } from './message-ops';
export { markRead, markReadSchema, readAll } from './read';
export { resolveConversation } from './refs';
export { serviceFeatures, translatorFromConfig } from './translate';
export type { Translator } from './translate';
