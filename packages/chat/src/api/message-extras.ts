import type { ChatResponse } from '../core/context';
import { textElement } from '../model/create-message';
import type { CreateMessageOptions } from '../model/create-message';
import { forwardElement, mergerElement } from '../model/merger';
import type { MergerPayload } from '../model/merger';
import type { Message } from '../model/message';
import type { ExtensionItem, ExtensionResult } from '../constants/event-data';
import type { ReadMemberList, TranslateTextOptions } from '../modules/message-extras';
import type { ChatCore } from './core';

/** Options of createForwardMessage: the message to forward is the payload. */
type ForwardMessageOptions = CreateMessageOptions<Message>;

/**
 * Message extensions, read receipts, merged and forwarded messages, @-messages, findMessage and
 * translateText, with tim-js-sdk 2.27.6's names and result shapes.
 */
export function messageExtrasApi(core: ChatCore) {
  const { messageExtensions: ext, messageExtras: extras } = core;
  return {
    /** A text message that mentions group members (`atUserList`; Chat.TYPES.MSG_AT_ALL for everyone). */
    createTextAtMessage(options: CreateMessageOptions<{ text: string; atUserList?: string[] }>): Message {
      return core.create({ ...options, atUserList: options?.payload?.atUserList ?? [] }, () =>
        textElement(options.payload),
      );
    },

    /** A merged message of sent messages (title, abstractList, compatibleText, messageList). */
    createMergerMessage(options: CreateMessageOptions<MergerPayload>): Message {
      return core.create(options, () => mergerElement(options.payload));
    },

    /** A copy of a message to send elsewhere (2453 for group tips and system notices). */
    createForwardMessage(options: ForwardMessageOptions): Message {
      return core.create(
        { ...options, cloudCustomData: options?.cloudCustomData ?? options?.payload?.cloudCustomData ?? '' },
        () => forwardElement(options.payload),
      );
    },

    /** Fetches an uploaded merged list; resolves the message with `payload.messageList` filled. */
    downloadMergeMessage(message: Message): Promise<Message> {
      return core.call('downloadMergeMessage', () => extras.downloadMerger(message)).then((r) => r.data);
    },

    /** The runtime name of downloadMergeMessage in tim-js-sdk 2.27.6 (its declarations say downloadMergeMessage). */
    downloadMergerMessage(message: Message): Promise<Message> {
      return core.call('downloadMergerMessage', () => extras.downloadMerger(message)).then((r) => r.data);
    },

    /** A message this client holds, by ID; null when unknown. */
    findMessage(messageID: string): Message | null {
      return typeof messageID === 'string' ? core.store.find(messageID) : null;
    },

    /** Sets extensions (at most 20) of a message sent with isSupportExtension; per-key code 23001 on conflict. */
    setMessageExtensions(
      message: Message,
      extensions: ExtensionItem[],
    ): Promise<ChatResponse<{ extensions: ExtensionResult[] }>> {
      return core.call('setMessageExtensions', () => ext.set(message, extensions));
    },

    /** All extensions of a message. */
    getMessageExtensions(message: Message): Promise<ChatResponse<{ extensions: ExtensionItem[] }>> {
      return core.call('getMessageExtensions', () => ext.get(message));
    },

    /** Deletes the listed keys, or every extension without a list. */
    deleteMessageExtensions(
      message: Message,
      keyList?: string[],
    ): Promise<ChatResponse<{ extensions: ExtensionResult[] }>> {
      return core.call('deleteMessageExtensions', () => ext.delete(message, keyList));
    },

    /** Sends read receipts for incoming messages that asked for one (2114 when none did). */
    sendMessageReadReceipt(messageList: Message[]): Promise<ChatResponse<Record<string, never>>> {
      return core.call('sendMessageReadReceipt', () => extras.sendReadReceipt(messageList));
    },

    /** Read counts of my messages (readReceiptInfo updated on them). */
    getMessageReadReceiptList(messageList: Message[]): Promise<ChatResponse<{ messageList: Message[] }>> {
      return core.call('getMessageReadReceiptList', () => extras.readReceiptList(messageList));
    },

    /** Who read (filter 0) or did not read (filter 1) a group message I sent, a page at a time. */
    getGroupMessageReadMemberList(options: {
      message: Message;
      filter?: number;
      cursor?: string;
      count?: number;
    }): Promise<ChatResponse<ReadMemberList>> {
      return core.call('getGroupMessageReadMemberList', () => extras.readMembers(options));
    },

    /** Translates texts through the service's translator (2117 when none is configured). */
    translateText(options: TranslateTextOptions): Promise<ChatResponse<{ translatedTextList: string[] }>> {
      return core.call('translateText', () => extras.translate(options));
    },
  };
}

/** The message-extras methods of Chat. */
export type MessageExtrasApi = ReturnType<typeof messageExtrasApi>;
