import { CONV_TYPE, GROUP_TYPE } from '@tifo/protocol';
import type { ChatResponse } from '../core/context';
import { chatError } from '../core/errors';
import {
  audioElement,
  customElement,
  faceElement,
  fileElement,
  imageElement,
  locationElement,
  textElement,
  videoElement,
} from '../model/create-message';
import type {
  AudioPayload,
  CreateMessageOptions,
  FilePayload,
  ImagePayload,
  SendMessageOptions,
  VideoPayload,
} from '../model/create-message';
import type { Message } from '../model/message';
import type { HopPage, MessageListPage } from '../modules/messages';
import { carriesFile, createUploadMessage } from '../upload/create';
import type { FileMessageOptions } from '../upload/create';
import { filterBeforeSend, hasPendingUpload, uploadBeforeSend } from '../upload/pending';
import type { ChatCore } from './core';

/** Creating, sending, editing and reading messages. */
export function messagesApi(core: ChatCore) {
  const { messages } = core;

  async function sendChecked(message: Message, options?: SendMessageOptions): Promise<{ message: Message }> {
    const live =
      message?.conversationType === CONV_TYPE.GROUP &&
      core.groups.typeOf(message.to) === GROUP_TYPE.AVCHATROOM;
    if (live && !core.live.has(message.to)) throw chatError('NOT_IN_LIVE_ROOM', undefined, { message });
    await filterBeforeSend(core.plugins, message);
    // A message created with `{file}`: the upload runs before the send command (its URLs go in the element).
    await uploadBeforeSend(core.plugins, message);
    // A merged list over 11,264 bytes goes up first and the message carries its key (api/message-extras.ts).
    await core.messageExtras.uploadMergerBeforeSend(message);
    return messages.send(message, options);
  }

  return {
    /** A text message (spec 5: text must be non-empty). */
    createTextMessage(options: CreateMessageOptions<{ text: string }>): Message {
      return core.create(options, () => textElement(options.payload));
    },

    /** A custom message (data, description, extension). */
    createCustomMessage(
      options: CreateMessageOptions<{ data?: string; description?: string; extension?: string }>,
    ): Message {
      return core.create(options, () => customElement(options.payload));
    },

    /** A face (sticker) message. */
    createFaceMessage(options: CreateMessageOptions<{ index: number; data: string }>): Message {
      return core.create(options, () => faceElement(options.payload));
    },

    /** A location message. */
    createLocationMessage(
      options: CreateMessageOptions<{ description: string; longitude: number; latitude: number }>,
    ): Message {
      return core.create(options, () => locationElement(options.payload));
    },

    /** An image message by URL (the host uploads). */
    createImageMessage(options: CreateMessageOptions<ImagePayload> | FileMessageOptions): Message {
      if (carriesFile(options.payload))
        return createUploadMessage(core, 'image', options as FileMessageOptions);
      return core.create(options, () => imageElement(options.payload as ImagePayload));
    },

    /** A file message by URL. */
    createFileMessage(options: CreateMessageOptions<FilePayload> | FileMessageOptions): Message {
      if (carriesFile(options.payload))
        return createUploadMessage(core, 'file', options as FileMessageOptions);
      return core.create(options, () => fileElement(options.payload as FilePayload));
    },

    /** A sound message by URL. */
    createAudioMessage(options: CreateMessageOptions<AudioPayload> | FileMessageOptions): Message {
      if (carriesFile(options.payload))
        return createUploadMessage(core, 'audio', options as FileMessageOptions);
      return core.create(options, () => audioElement(options.payload as AudioPayload));
    },

    /** A video message by URL. */
    createVideoMessage(options: CreateMessageOptions<VideoPayload> | FileMessageOptions): Message {
      if (carriesFile(options.payload))
        return createUploadMessage(core, 'video', options as FileMessageOptions);
      return core.create(options, () => videoElement(options.payload as VideoPayload));
    },

    /** Sends a created message; its status goes unSend -> success or fail. */
    sendMessage(message: Message, options?: SendMessageOptions): Promise<ChatResponse<{ message: Message }>> {
      return core.call('sendMessage', () => sendChecked(message, options));
    },

    /** Resends a failed message. */
    resendMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
      return core.call('resendMessage', async () => {
        if (message?.status === 'fail') await core.messageExtras.uploadMergerBeforeSend(message);
        // A failed upload is retried first; the message then goes out like a first send.
        if (message?.status !== 'fail' || !hasPendingUpload(message)) return messages.resend(message);
        await uploadBeforeSend(core.plugins, message);
        return messages.send(message);
      });
    },

    /** Revokes a sent message (own within 2 minutes; group owner/admin any). */
    revokeMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
      return core.call('revokeMessage', () => messages.revoke(message));
    },

    /** Deletes up to 30 messages of one conversation, for me only. */
    deleteMessage(messageList: Message[]): Promise<ChatResponse<{ messageList: Message[] }>> {
      return core.call('deleteMessage', () => messages.delete(messageList));
    },

    /** Sends the host's edit of a message (change `payload` or `cloudCustomData` first). */
    modifyMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
      return core.call('modifyMessage', () => messages.modify(message));
    },

    /** History, 15 per page, older than `nextReqMessageID`. */
    getMessageList(options: {
      conversationID: string;
      nextReqMessageID?: string;
      count?: number;
    }): Promise<ChatResponse<MessageListPage>> {
      return core.call('getMessageList', () => messages.list(options));
    },

    /** History from a sequence (groups) or time (C2C), inclusive, towards older (direction 0) or newer (1). */
    getMessageListHopping(options: {
      conversationID: string;
      sequence?: number;
      time?: number;
      count?: number;
      direction?: 0 | 1;
    }): Promise<ChatResponse<HopPage>> {
      return core.call('getMessageListHopping', () => messages.hop(options));
    },

    /** Marks a conversation read. */
    setMessageRead(options: { conversationID: string }): Promise<ChatResponse<Record<string, never>>> {
      return core.call('setMessageRead', async () => {
        await messages.read(options);
        return {};
      });
    },
  };
}

/** The message methods of Chat. */
export type MessagesApi = ReturnType<typeof messagesApi>;
