import type { PutGrant } from './signing';

/** Where uploaded objects live: the local disk (default) or an S3-compatible bucket. */
export interface ObjectStore {
  readonly mode: 'local' | 's3';
  /** The URL a client PUTs the bytes to (with the Content-Type of the grant). */
  presignPut(grant: PutGrant, ttlSeconds: number): Promise<string>;
  /** The URL an object is read from. */
  publicUrl(key: string): string;
  /** An object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The first `length` bytes of an object (enough to tell its type), or null when there is none. */
  head(key: string, length: number): Promise<Buffer | null>;
  /** An object's bytes, or null when there is none (used for images and sounds: at most 20 MB). */
  read(key: string): Promise<Buffer | null>;
  /** Runs `use` with the object as a local file (ffmpeg reads files; a bucket's object is downloaded first). */
  withFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /** Stores a derivative the server made (thumbnails, snapshots). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}
