import { putWithProgress } from './put';
import type { UploadRequest, UploadResult } from './types';

/** getTempKeysForMinio's answer. */
export interface Presigned {
  put_url: string;
  url: string;
  key: string;
  content_type: string;
}

/** completeUpload's answer. */
interface Completed extends Omit<UploadResult, 'url'> {
  url: string;
}

/** The API's address without a trailing slash; '' gives the page's origin (or '' outside a page). */
export function baseOf(apiBase: string | undefined): string {
  if (apiBase) return apiBase.replace(/\/+$/, '');
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin ?? '';
}

/** Relative URLs of the storage made absolute against the API, so every receiver of a message can load them. */
export function absolute(url: string, base: string): string {
  return /^https?:\/\//i.test(url) || !base ? url : new URL(url, `${base}/`).toString();
}

/** The two storage calls of an upload: the presigned PUT, then the completion (checks the bytes, makes sizes). */
interface StorageCalls {
  /** The API address relative URLs are resolved against ('' in a page: its origin). */
  base: string;
  presign(body: Record<string, unknown>): Promise<Presigned>;
  complete(key: string): Promise<Completed>;
}

/**
 * One upload through the Tifo API's storage: a presigned PUT for the file (the server makes the key and checks
 * the announced size), the bytes PUT with progress, then the completion, which checks the bytes and makes the
 * image sizes or the video snapshot. URLs come back absolute, so every receiver of the message can load them.
 */
export async function uploadThroughStorage(
  request: UploadRequest,
  calls: StorageCalls,
): Promise<UploadResult> {
  const { file, kind, name, onProgress } = request;
  const base = baseOf(calls.base);
  const presigned = await calls.presign({
    key: name,
    file_type: kind,
    size: file.size,
    content_type: file.type || undefined,
  });
  onProgress(0);
  await putWithProgress(absolute(presigned.put_url, base), file, presigned.content_type, onProgress);
  const done = await calls.complete(presigned.key);
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

/** POSTs a JSON body to the API and resolves its envelope's `data`; a refusal rejects with its message and code. */
export async function postToApi<T>(url: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { status?: number; msg?: string; data?: unknown; code?: string };
  if (envelope.status !== 0)
    throw new Error(`${envelope.msg ?? 'upload refused'}${envelope.code ? ` [${envelope.code}]` : ''}`);
  return envelope.data as T;
}
