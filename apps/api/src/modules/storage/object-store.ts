import type { PutGrant } from './signing';

/** Where uploaded objects live: the local disk (default) or an S3-compatible bucket. */
export interface ObjectStore {
  readonly mode: 'local' | 's3';
  /** The URL a client PUTs the bytes to (with the Content-Type of the grant). */
  presignPut(grant: PutGrant, ttlSeconds: number): Promise<string>;
  /** The URL an object is read from. */
  publicUrl(key: string): string;
  /** An object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Stores a derivative the server made (thumbnails, snapshots). */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}
