import { conversationHandlers } from './conversations';
import { groupHandlers } from './groups';
import { messageHandlers } from './messages';
import { sessionHandlers } from './session';
import type { Handler } from './types';

/** Every command of the gateway, by name (unknown names answer 60001). */
export const HANDLERS: Record<string, Handler> = {
  ...sessionHandlers,
  ...messageHandlers,
  ...conversationHandlers,
  ...groupHandlers,
};
