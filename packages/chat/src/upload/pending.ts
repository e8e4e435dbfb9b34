import { ELEM_TYPE } from '@tifo/protocol';
import type { ErrorName } from '@tifo/protocol';
import { ChatError, chatError } from '../core/errors';
import type { Message } from '../model/message';
import { fillElement } from './file-element';
import type { PluginRegistry } from './registry';
import type { UploadKind } from './types';

/** A file waiting for sendMessage: uploaded then, so a host can show the message before the bytes are sent. */
interface PendingUpload {
  file: Blob;
  name: string;
  kind: UploadKind;
  onProgress: ((fraction: number) => void) | undefined;
}

const pending = new WeakMap<Message, PendingUpload>();

const FAIL: Record<UploadKind, ErrorName> = {
  image: 'IMAGE_UPLOAD_FAIL',
  file: 'FILE_UPLOAD_FAIL',
  video: 'VIDEO_UPLOAD_FAIL',
  audio: 'AUDIO_UPLOAD_FAIL',
};

/** Remembers the file of a message created with `{file}`. */
export function attachUpload(message: Message, upload: PendingUpload): void {
  pending.set(message, upload);
}

/** Whether a message still has a file to upload (created with `{file}`, not yet uploaded). */
export function hasPendingUpload(message: Message): boolean {
  return pending.has(message);
}

/**
 * Runs before the send command: uploads a pending file (through the registered plugin of ours, else the SDK's
 * own path) and fills the element. A failed upload leaves the message `fail` with the file kept, so
 * resendMessage uploads again.
 */
export async function uploadBeforeSend(plugins: PluginRegistry, message: Message): Promise<void> {
  const job = typeof message === 'object' && message !== null ? pending.get(message) : undefined;
  if (!job) return;
  const plugin = plugins.uploader;
  message.status = 'unSend';
  const request = {
    file: job.file,
    kind: job.kind,
    name: job.name,
    onProgress: (fraction: number) => job.onProgress?.(Math.min(1, Math.max(0, fraction))),
  };
  let result;
  // Spec 5: a video upload is retried once (a long upload is the likeliest to meet a dropped connection).
  for (let attempt = 1; !result; attempt += 1) {
    try {
      result = await plugin.upload(request);
    } catch (error) {
      if (job.kind === 'video' && attempt < 2) continue;
      message.status = 'fail';
      const detail = error instanceof Error ? error.message : String(error);
      const code = error instanceof ChatError && error.code !== 0 ? ` (${error.code})` : '';
      throw chatError(FAIL[job.kind], `${FAIL_TEXT[job.kind]}: ${detail}${code}`, { message });
    }
  }
  const element = message.elements[0];
  if (element) fillElement(element, result);
  pending.delete(message);
}

const FAIL_TEXT: Record<UploadKind, string> = {
  image: 'image upload fail',
  file: 'file upload fail',
  video: 'video upload fail',
  audio: 'audio upload fail',
};

/** Applies the profanity filter plugin to a text message: 3123 when it finds words it does not replace. */
export async function filterBeforeSend(plugins: PluginRegistry, message: Message): Promise<void> {
  const filter = plugins.profanity;
  // Not a message at all: messages.send refuses it with its own code (2100).
  const element = Array.isArray(message?.elements) ? message.elements[0] : undefined;
  if (!filter || element?.type !== ELEM_TYPE.TEXT) return;
  const { text, found } = await filter.filter(element.content.text);
  if (found && text === element.content.text) {
    message.status = 'fail';
    throw chatError('PROFANITY_FOUND', undefined, { message });
  }
  element.content.text = text;
}
