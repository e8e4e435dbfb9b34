// The room's gifts as one lazily loaded chunk: the live page imports this module with import() beside the
// chat, so neither antd's Popup nor the animations delay the first frame.
export { GiftBar } from './gift-bar';
export { GiftLayer } from './gift-layer';
