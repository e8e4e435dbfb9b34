import { baseOf, postToApi, uploadThroughStorage } from './storage-upload';
import type { UploadPlugin, UploadRequest, UploadResult } from './types';

/** How the plugin reaches the Tifo API. */
export interface StorageUploadOptions {
  /** The API's address, e.g. `https://api.example` ('' in a page: the page's origin). */
  apiBase?: string;
  /** The logged-in user's API token (a function when it changes, e.g. after a new login). */
  token?: string | (() => string);
  /** The spec's `uid` and `platform` fields (the server takes the user from the token). */
  uid?: string | number;
  platform?: string;
  /**
   * The host's own request helper instead of apiBase/token: POSTs `body` to `path` and resolves the envelope's
   * `data` (rejects on a failure). The web app passes its helper (hosts, token, language, error toasts).
   */
  request?: (path: string, body: Record<string, unknown>) => Promise<unknown>;
}

/**
 * The upload plugin this package ships ('tim-upload-plugin' slot): asks the Tifo API for a presigned PUT
 * (`/api/config/getTempKeysForMinio`), PUTs the bytes with progress, then has the API check them and make the
 * image sizes or the video snapshot (`/api/storage/complete`).
 *
 * ```ts
 * chat.registerPlugin({ 'tim-upload-plugin': new TifoUploadPlugin({ apiBase, token }) });
 * ```
 */
export class TifoUploadPlugin implements UploadPlugin {
  constructor(private readonly options: StorageUploadOptions) {}

  private async call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const { request, token, uid, platform } = this.options;
    const fields = { ...body, ...(uid !== undefined ? { uid } : {}) };
    // The host's helper adds its own token, uid and platform.
    if (request) return (await request(path, fields)) as T;
    return postToApi<T>(`${baseOf(this.options.apiBase)}${path}`, {
      ...fields,
      platform: platform ?? 'h5',
      token: typeof token === 'function' ? token() : (token ?? ''),
    });
  }

  upload(request: UploadRequest): Promise<UploadResult> {
    return uploadThroughStorage(request, {
      base: this.options.apiBase ?? '',
      presign: (body) => this.call('/api/config/getTempKeysForMinio', body),
      complete: (key) => this.call('/api/storage/complete', { key }),
    });
  }
}
