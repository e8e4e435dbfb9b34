import { ELEM_TYPE } from '@tifo/protocol';
import type { MergerContent, MessageElement } from '@tifo/protocol';
import { chatError } from '../core/errors';
import { VIEW_FIELDS } from './merged-view';
import type { Message } from './message';

/** A deep copy of elements to send, without the host-facing copies of merged items. */
function sendable(elements: MessageElement[]): MessageElement[] {
  return JSON.parse(
    JSON.stringify(elements, (key, value: unknown) => (VIEW_FIELDS.has(key) ? undefined : value)),
  ) as MessageElement[];
}

/** createMergerMessage's payload (tim-js-sdk names). */
export interface MergerPayload {
  messageList: Message[];
  title: string;
  abstractList: string[];
  compatibleText: string;
}

/**
 * The element of a merged message (spec 5: a non-empty list of sent messages, compatible text). Each
 * forwarded message keeps what a reader needs (sender, time, elements); the service fills the senders'
 * stored profiles. A list over 11,264 bytes is uploaded when the message is sent.
 */
export function mergerElement(payload: MergerPayload): MessageElement {
  const list = payload?.messageList;
  if (!Array.isArray(list) || list.length === 0)
    throw chatError('INVALID_PARAMETER', 'messageList must be a non-empty array of messages');
  if (typeof payload.compatibleText !== 'string' || payload.compatibleText === '')
    throw chatError('INVALID_PARAMETER', 'compatibleText is required');
  for (const m of list) {
    if (typeof m?.ID !== 'string' || !Array.isArray(m.elements))
      throw chatError('INVALID_PARAMETER', 'messageList must hold messages');
    if (m.status !== 'success') throw chatError('INVALID_PARAMETER', 'only sent messages can be merged');
  }
  const content: MergerContent = {
    title: String(payload.title ?? ''),
    abstractList: Array.isArray(payload.abstractList) ? payload.abstractList.map(String) : [],
    compatibleText: payload.compatibleText,
    messageNumber: list.length,
    messageList: list.map((m) => ({
      ID: m.ID,
      from: m.from,
      to: m.to,
      conversationType: m.conversationType,
      time: m.time,
      nick: m.nick,
      avatar: m.avatar,
      elements: sendable(m.elements),
    })),
  };
  return { type: ELEM_TYPE.MERGER, content };
}

/** The element a forwarded message carries: a copy of the original's (2453 for group tips and notices). */
export function forwardElement(message: Message): MessageElement {
  if (typeof message?.ID !== 'string' || !Array.isArray(message.elements) || !message.elements[0])
    throw chatError('INVALID_PARAMETER', 'payload must be the message to forward');
  const first = message.elements[0];
  if (first.type === ELEM_TYPE.GROUP_TIP || first.type === ELEM_TYPE.GROUP_SYSTEM_NOTICE)
    throw chatError('FORWARD_TYPE_INVALID');
  return sendable([first])[0]!;
}
