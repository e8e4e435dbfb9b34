import { chatError } from '../core/errors';
import type { CreateMessageOptions } from '../model/create-message';
import type { Message } from '../model/message';
import type { ChatCore } from '../api/core';
import { carriesFile, fileOf, nameOf, pendingElement } from './file-element';
import { attachUpload } from './pending';
import type { UploadKind } from './types';

/** create*Message options with a file (Tencent's MESSAGE_OPTIONS: `payload.file` and `onProgress`). */
export interface FileMessageOptions extends CreateMessageOptions<{ file: unknown }> {
  /** Upload progress from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export { carriesFile };

/**
 * A message whose file is uploaded on sendMessage (by a registered plugin of ours, else by the SDK itself through
 * the service's storage: no plugin is needed); the file is checked (select, type, empty, size) now.
 */
export function createUploadMessage(core: ChatCore, kind: UploadKind, options: FileMessageOptions): Message {
  if (options.onProgress !== undefined && typeof options.onProgress !== 'function') {
    throw chatError('PROGRESS_CALLBACK_ERROR');
  }
  const file = fileOf(options.payload?.file);
  const element = pendingElement(kind, file);
  const message = core.create(options, () => element);
  attachUpload(message, { file: file!, name: nameOf(file!), kind, onProgress: options.onProgress });
  return message;
}
