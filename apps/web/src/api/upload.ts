// Uploads to the API's storage (getTempKeysForMinio -> PUT -> complete) through the upload plugin the chat SDK
// ships, so the avatar and the chat's file messages share one implementation. The SDK module loads on first use.
import type { StorageUploadOptions, UploadKind, UploadPlugin, UploadResult } from '@tifo/chat';
import { chatSdk } from '../chat/chat-sdk';
import { hostPool, request } from './client';

/** How the app's upload plugin reaches the API: its request helper (token, uid, platform, host rotation). */
export function uploadPluginOptions(): StorageUploadOptions {
  return {
    apiBase: hostPool.current() || undefined,
    // The caller shows the spec's "upload failed" toast; the helper's own toast would say it twice.
    request: (path, body) => request(path, body, { noToast: true, hideLoading: true }),
  };
}

let plugin: Promise<UploadPlugin> | null = null;

/** The app's upload plugin (the chat registers the same kind on its instance). */
export function uploadPlugin(): Promise<UploadPlugin> {
  plugin ??= chatSdk().then(({ TifoUploadPlugin }) => new TifoUploadPlugin(uploadPluginOptions()));
  return plugin;
}

/** Uploads one file and answers its URL and what the storage made from it (image sizes, video snapshot). */
export async function uploadFile(
  file: Blob,
  name: string,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  return (await uploadPlugin()).upload({ file, name, kind, onProgress });
}
