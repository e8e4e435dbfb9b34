/** Conversations: the list, pins, drafts, marks, custom data and conversation groups. Reached only through this file. */
export { conversationHandlers } from './commands';
export { conversationGroupHandlers } from './groups-commands';
