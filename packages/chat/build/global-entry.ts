/**
 * Entry of the script-tag bundle (dist/tifo-chat.min.js). Its global `TifoChat` is the Chat class, as
 * tim-js-sdk's global `TIM` is its factory (`TifoChat.create(...)`, `TifoChat.EVENT`, `TifoChat.TYPES`),
 * with the module's other exports on it too (`TifoChat.Chat`, `TifoChat.ChatError`, ...).
 */
import * as sdk from '../src/index';

const global: typeof sdk.Chat & Omit<typeof sdk, 'Chat' | 'default'> = Object.assign(sdk.Chat, { ...sdk });

export default global;
