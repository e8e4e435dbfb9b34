/**
 * Entry of the script-tag bundle (dist/tifo-chat.min.js) and of the CommonJS build (dist/index.cjs): what they
 * expose is the Chat class itself, as tim-js-sdk's `TIM` is its factory (`TIM.create(...)`, `TIM.EVENT`,
 * `TIM.TYPES`), with the module's other exports on it too (`.Chat`, `.ChatError`, `.default`, ...). So
 * `const TIM = require('@tifo/chat')` and the script tag's globals `TifoChat` and `TIM` all work as tim-js-sdk's.
 */
import * as sdk from '../src/index';

const global: typeof sdk.Chat & Omit<typeof sdk, 'Chat' | 'default'> = Object.assign(sdk.Chat, { ...sdk });

export default global;
