import { baseOf, postToApi, uploadThroughStorage } from './storage-upload';
import type { UploadPlugin, UploadRequest, UploadResult } from './types';

/** The chat login an upload is authorised by, and where the storage is. */
interface UploadAuthority {
  /** The Tifo API's address: `uploadServer`, else the messaging server's origin (the API serves /im). */
  base: string;
  userID: string;
  userSig: string;
}

/**
 * The SDK's own upload path, used when no upload plugin of ours is registered: the Tifo API's
 * storage, authorised by the chat login itself (the user's signature), so a host needs no plugin and no API
 * token. The API verifies the signature as the messaging service does and refuses guests
 * (apps/api/src/modules/storage/README.md).
 */
export class ServiceUploader implements UploadPlugin {
  constructor(private readonly authority: () => UploadAuthority) {}

  upload(request: UploadRequest): Promise<UploadResult> {
    const { userID, userSig } = this.authority();
    const base = baseOf(this.authority().base);
    const post = <T>(path: string, body: Record<string, unknown>) =>
      postToApi<T>(`${base}${path}`, { ...body, userID, userSig });
    return uploadThroughStorage(request, {
      base,
      presign: (body) => post('/api/storage/chat/presign', body),
      complete: (key) => post('/api/storage/chat/complete', { key }),
    });
  }
}
