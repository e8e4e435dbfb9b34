/** Conversations: the list, pins, drafts, marks, custom data and conversation groups. Reached only through this file. */
export { conversationBodySchemas } from './body-schemas';
export { conversationHandlers } from './commands';
export { conversationGroupHandlers } from './groups-commands';
