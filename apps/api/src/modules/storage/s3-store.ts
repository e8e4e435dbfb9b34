import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from './config';
import type { ObjectStore } from './object-store';
import type { PutGrant } from './signing';

/**
 * Objects in an S3-compatible bucket. A presigned PUT signs the content type and the exact content length the
 * client announced (S3 has no "at most" for a presigned PUT), so the size limit is enforced when the URL is made
 * and the bucket refuses any other length; the bytes are checked after the upload (completeUpload).
 */
export class S3Store implements ObjectStore {
  readonly mode = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async presignPut(grant: PutGrant, ttlSeconds: number): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: grant.key,
      ContentType: grant.contentType,
      ContentLength: grant.maxSize,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: ttlSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  publicUrl(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  async size(key: string): Promise<number | null> {
    const out = await missingAsNull(
      this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key })),
    );
    return out ? (out.ContentLength ?? 0) : null;
  }

  async head(key: string, length: number): Promise<Buffer | null> {
    return this.get(key, `bytes=0-${length - 1}`);
  }

  async read(key: string): Promise<Buffer | null> {
    return this.get(key);
  }

  async withFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    const out = await missingAsNull(
      this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key })),
    );
    if (!out?.Body) throw new Error(`no object ${key}`);
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tifo-s3-'));
    try {
      const file = path.join(dir, 'object');
      // Streamed to disk: a 100 MB video never sits in memory.
      await pipeline(out.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
      return await use(file);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  private async get(key: string, range?: string): Promise<Buffer | null> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ...(range ? { Range: range } : {}),
    });
    const out = await missingAsNull(this.client.send(command));
    return out?.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}

/** A call's answer, or null when the object does not exist. */
async function missingAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}
