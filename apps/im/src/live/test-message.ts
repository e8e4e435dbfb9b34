import { CONV_TYPE, wireMessage, type WireMessage } from '@tifo/protocol';

/** A text message from a fan to the live room `room`, for the live-room tests; `extra` overrides its fields. */
export function liveTestMessage(ID: string, extra: Partial<WireMessage> = {}): WireMessage {
  const m = wireMessage({
    ID,
    conversationType: CONV_TYPE.GROUP,
    from: 'host',
    to: 'room',
    random: 1,
    time: Math.floor(Date.now() / 1000),
    elements: [{ type: 'TIMTextElem', content: { text: ID } }],
  });
  return { ...m, ...extra };
}
