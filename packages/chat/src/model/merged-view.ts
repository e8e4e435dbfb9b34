import { ELEM_TYPE } from '@tifo/protocol';
import type { MessageElement } from '@tifo/protocol';

/** Fields withTencentMergedItems adds for hosts; a send leaves them out (the service would drop them). */
export const VIEW_FIELDS = new Set([
  'messageBody',
  'messageSender',
  'messageReceiver',
  'receiverUserID',
  'receiverGroupID',
]);

/** A forwarded message inside a merged one, with tim-js-sdk's field names beside ours. */
interface MergedItemView {
  from?: string;
  to?: string;
  conversationType?: string;
  elements?: MessageElement[];
  messageSender?: string;
  messageReceiver?: string;
  receiverUserID?: string;
  receiverGroupID?: string;
  messageBody?: { type: string; payload: unknown }[];
}

/**
 * Gives the items of merged messages tim-js-sdk's shape too (`messageBody: [{type, payload}]`,
 * `messageSender`, `messageReceiver`, `receiverUserID` or `receiverGroupID`), nested lists included, so a
 * host written for it renders them; `elements` stays. Only on received or downloaded lists: the service
 * keeps the fields it knows, so a send carries no copies.
 */
export function withTencentMergedItems(elements: MessageElement[]): void {
  for (const element of elements) {
    if (element.type !== ELEM_TYPE.MERGER || !Array.isArray(element.content.messageList)) continue;
    for (const raw of element.content.messageList) {
      const item = raw as MergedItemView;
      if (!Array.isArray(item?.elements) || item.messageBody) continue;
      withTencentMergedItems(item.elements);
      item.messageBody = item.elements.map((e) => ({ type: e.type, payload: e.content }));
      item.messageSender = item.from ?? '';
      item.messageReceiver = item.to ?? '';
      if (item.conversationType === 'GROUP') item.receiverGroupID = item.to ?? '';
      else item.receiverUserID = item.to ?? '';
    }
  }
}
