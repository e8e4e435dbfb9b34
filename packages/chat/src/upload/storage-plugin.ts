import { putWithProgress } from './put';
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

interface Presigned {
  put_url: string;
  url: string;
  key: string;
  content_type: string;
}

interface Completed extends Omit<UploadResult, 'url'> {
  url: string;
}

function baseOf(apiBase: string | undefined): string {
  if (apiBase) return apiBase.replace(/\/+$/, '');
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin ?? '';
}

/** Relative URLs of the storage made absolute against the API, so every receiver of a message can load them. */
function absolute(url: string, base: string): string {
  return /^https?:\/\//i.test(url) || !base ? url : new URL(url, `${base}/`).toString();
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
    const res = await fetch(`${baseOf(this.options.apiBase)}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...fields,
        platform: platform ?? 'h5',
        token: typeof token === 'function' ? token() : (token ?? ''),
      }),
    });
    const envelope = (await res.json()) as { status?: number; msg?: string; data?: unknown; code?: string };
    if (envelope.status !== 0)
      throw new Error(`${envelope.msg ?? 'upload refused'}${envelope.code ? ` [${envelope.code}]` : ''}`);
    return envelope.data as T;
  }

  async upload(request: UploadRequest): Promise<UploadResult> {
    const { file, kind, name, onProgress } = request;
    const base = baseOf(this.options.apiBase);
    const presigned = await this.call<Presigned>('/api/config/getTempKeysForMinio', {
      key: name,
      file_type: kind,
      size: file.size,
      content_type: file.type || undefined,
    });
    onProgress(0);
    await putWithProgress(absolute(presigned.put_url, base), file, presigned.content_type, onProgress);
    const done = await this.call<Completed>('/api/storage/complete', { key: presigned.key });
    const fix = <P extends { url: string }>(p: P | undefined): P | undefined =>
      p ? { ...p, url: absolute(p.url, base) } : undefined;
    const result: UploadResult = { ...done, url: absolute(done.url, base) };
    const large = fix(done.large);
    const thumb = fix(done.thumb);
    const snapshot = fix(done.snapshot);
    if (large) result.large = large;
    if (thumb) result.thumb = thumb;
    if (snapshot) result.snapshot = snapshot;
    return result;
  }
}
