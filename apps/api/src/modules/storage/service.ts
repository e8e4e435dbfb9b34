import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../http/api-error';
import { LARGE_SIDE, THUMB_SIDE, imageSize, resized } from './derivatives';
import type { Picture } from './derivatives';
import { sizeError, typeError } from './errors';
import { mediaSeconds, videoSnapshot } from './ffmpeg';
import {
  SIZE_LIMITS,
  bytesMatch,
  declaredType,
  newObjectKey,
  parseKey,
  servedType,
  variantKey,
} from './kinds';
import type { UploadKind } from './kinds';
import type { ObjectStore } from './object-store';

/** How much of an object file-type reads to tell its type (it needs at most a few KB). */
const SNIFF_BYTES = 64 * 1024;

/** What getTempKeysForMinio answers: the spec's `put_url` and `url`, plus what a client needs to PUT right. */
export interface PresignedUpload {
  put_url: string;
  url: string;
  key: string;
  /** The Content-Type the PUT must send (it is part of the signature). */
  content_type: string;
  max_size: number;
  /** Unix seconds after which put_url is refused. */
  expired_time: number;
}

/** A picture stored beside an original (large, thumbnail, snapshot). */
export interface StoredPicture extends Picture {
  url: string;
}

/** What completeUpload answers: the object checked by its bytes, and what was made from it. */
export interface UploadInfo {
  key: string;
  url: string;
  kind: UploadKind;
  content_type: string;
  size: number;
  width?: number;
  height?: number;
  /** Images: the shorter side 720 and 198 (the original's URL when it is already that small). */
  large?: StoredPicture;
  thumb?: StoredPicture;
  /** Videos: the first frame (absent when no ffmpeg is installed). */
  snapshot?: StoredPicture;
  /** Videos and audio: the duration in seconds (0 when unknown). */
  second?: number;
}

/** A request for an upload URL. */
export interface PresignRequest {
  userId: number;
  kind: UploadKind;
  /** The client's file name (the spec's `key`): only its extension is used. */
  name: string;
  contentType?: string | undefined;
  /** Announced size; required for a bucket (its presigned PUT signs the exact length). */
  size?: number | undefined;
}

/** Presigned uploads and their completion: type by bytes, spec size limits, image sizes and video snapshots. */
export class StorageService {
  constructor(
    readonly store: ObjectStore,
    private readonly ttlSeconds: number,
    private readonly ffmpeg: string | null,
    private readonly now: () => number,
  ) {}

  /** Makes a key for the user and a URL to PUT it to. */
  async presign(request: PresignRequest): Promise<PresignedUpload> {
    const { kind, size } = request;
    const limit = SIZE_LIMITS[kind];
    if (size !== undefined && size <= 0) throw new ApiError('UPLOAD_FILE_EMPTY');
    if (size !== undefined && size > limit) throw sizeError(kind);
    if (this.store.mode === 's3' && size === undefined) {
      throw new ApiError('INVALID_INPUT', 'size is required: the bucket signs the exact length');
    }
    const type = declaredType(kind, request.name, request.contentType);
    if (!type) throw typeError(kind);
    const key = newObjectKey(request.userId, kind, type.ext);
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const maxSize = this.store.mode === 's3' ? size! : limit;
    const grant = { key, contentType: type.contentType, maxSize, expires };
    return {
      put_url: await this.store.presignPut(grant, this.ttlSeconds),
      url: this.store.publicUrl(key),
      key,
      content_type: type.contentType,
      max_size: maxSize,
      expired_time: expires,
    };
  }

  /**
   * Checks an uploaded object of the user by its bytes (a bucket takes whatever was PUT: a wrong type is deleted
   * here) and makes its derivatives. Safe to call again: derivatives are made anew and overwrite.
   */
  async complete(userId: number, key: string): Promise<UploadInfo> {
    const parts = parseKey(key);
    // Another user's key answers like a missing one: keys are not for probing.
    if (!parts || parts.variant || parts.userId !== userId) throw new ApiError('UPLOAD_NOT_FOUND');
    const size = await this.store.size(key);
    if (size === null) throw new ApiError('UPLOAD_NOT_FOUND');
    const { kind } = parts;
    const contentType = servedType(key);
    if (size === 0 || size > SIZE_LIMITS[kind]) {
      await this.store.remove(key);
      throw size === 0 ? new ApiError('UPLOAD_FILE_EMPTY') : sizeError(kind);
    }
    if (kind !== 'file') {
      // The head of the object is enough to tell its type; plain files take any bytes.
      const head = await this.store.head(key, SNIFF_BYTES);
      const sniffed = head ? (await fileTypeFromBuffer(head))?.mime : undefined;
      if (!bytesMatch(kind, contentType, sniffed)) {
        await this.store.remove(key);
        throw typeError(kind, `the bytes are ${sniffed ?? 'unknown'}`);
      }
    }
    const info: UploadInfo = { key, url: this.store.publicUrl(key), kind, content_type: contentType, size };
    if (kind === 'image') {
      const bytes = await this.store.read(key);
      if (!bytes) throw new ApiError('UPLOAD_NOT_FOUND');
      await this.addImageSizes(info, bytes, contentType);
    }
    if (kind === 'video') await this.addSnapshot(info);
    if (kind === 'audio') {
      const ffmpeg = this.ffmpeg;
      info.second = ffmpeg
        ? await this.store.withFile(key, (file) => mediaSeconds(ffmpeg, file)).catch(() => 0)
        : 0;
    }
    return info;
  }

  private async addImageSizes(info: UploadInfo, bytes: Buffer, mime: string): Promise<void> {
    const dims = await imageSize(bytes);
    info.width = dims?.width ?? 0;
    info.height = dims?.height ?? 0;
    const original: StoredPicture = {
      url: info.url,
      width: info.width,
      height: info.height,
      size: info.size,
    };
    for (const [variant, side] of [
      ['_large', LARGE_SIDE],
      ['_thumb', THUMB_SIDE],
    ] as const) {
      const made = await resized(bytes, mime, side);
      let picture = original;
      if (made) {
        const key = variantKey(info.key, variant, made.ext);
        await this.store.write(key, made.body, servedType(key));
        picture = { url: this.store.publicUrl(key), ...made.picture };
      }
      if (variant === '_large') info.large = picture;
      else info.thumb = picture;
    }
  }

  private async addSnapshot(info: UploadInfo): Promise<void> {
    info.second = 0;
    const ffmpeg = this.ffmpeg;
    if (!ffmpeg) return;
    const { jpeg, seconds } = await this.store.withFile(info.key, (file) => videoSnapshot(ffmpeg, file));
    info.second = seconds;
    if (!jpeg) return;
    const key = variantKey(info.key, '_snap', 'jpg');
    await this.store.write(key, jpeg, 'image/jpeg');
    const dims = await imageSize(jpeg);
    info.snapshot = {
      url: this.store.publicUrl(key),
      width: dims?.width ?? 0,
      height: dims?.height ?? 0,
      size: jpeg.length,
    };
  }
}
