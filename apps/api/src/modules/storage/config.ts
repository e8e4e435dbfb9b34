import path from 'node:path';

/** An S3-compatible bucket (MinIO, AWS S3, Tencent COS's S3 endpoint, R2...). */
export interface S3StorageConfig {
  /** STORAGE_S3_ENDPOINT, e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-west-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where objects are read from (a CDN or the bucket's public address); default `${endpoint}/${bucket}`. */
  publicUrl: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO needs; STORAGE_S3_PATH_STYLE=0 turns it off. */
  forcePathStyle: boolean;
  /**
   * Temporary credentials for getTempKeysForCos (STORAGE_S3_STS_ENDPOINT, STORAGE_S3_ROLE_ARN): an AWS STS or a
   * MinIO AssumeRole endpoint; null (unset) means the route answers COS_NOT_CONFIGURED.
   */
  sts: { endpoint: string; roleArn: string } | null;
}

/** File storage (modules/storage/README.md). */
export interface StorageConfig {
  /** Local disk: objects live under this folder (DATA_DIR/storage by default). */
  dir: string;
  /**
   * The address local objects are reached at (STORAGE_PUBLIC_URL, else PUBLIC_URL when set). Empty: root-relative
   * URLs (`/api/storage/object/...`), which work from any host name the app was opened with; clients that are not
   * pages (the SDK in Node) resolve them against the API address they use.
   */
  publicBase: string;
  /** HMAC key of local presigned URLs (STORAGE_SECRET); empty means DATA_DIR/.storage-secret, made on start. */
  secret: string;
  /** How long a presigned PUT stays valid, seconds (spec 9: pre-signed duration 900). */
  putTtlSeconds: number;
  /** Set when every STORAGE_S3_* variable that is needed is set: uploads go to that bucket. */
  s3: S3StorageConfig | null;
  /** The ffmpeg that makes video snapshots (FFMPEG_PATH; else Debian's, else @ffmpeg-installer's). */
  ffmpegPath: string;
}

/** Reads STORAGE_* from the environment; `dataDir` is the API's DATA_DIR. */
export function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const endpoint = (env.STORAGE_S3_ENDPOINT ?? '').trim().replace(/\/+$/, '');
  const bucket = (env.STORAGE_S3_BUCKET ?? '').trim();
  const s3Ready = endpoint !== '' && bucket !== '' && Boolean(env.STORAGE_S3_ACCESS_KEY_ID);
  const ttl = Number(env.STORAGE_PUT_TTL);
  return {
    dir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'storage')),
    publicBase: (env.STORAGE_PUBLIC_URL || env.PUBLIC_URL || '').trim().replace(/\/+$/, ''),
    secret: env.STORAGE_SECRET ?? '',
    putTtlSeconds: Number.isInteger(ttl) && ttl >= 30 && ttl <= 3600 ? ttl : 900,
    s3: s3Ready
      ? {
          endpoint,
          bucket,
          region: env.STORAGE_S3_REGION || 'us-east-1',
          accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY ?? '',
          publicUrl: (env.STORAGE_S3_PUBLIC_URL || `${endpoint}/${bucket}`).replace(/\/+$/, ''),
          forcePathStyle: env.STORAGE_S3_PATH_STYLE !== '0',
          sts: env.STORAGE_S3_STS_ENDPOINT
            ? {
                endpoint: env.STORAGE_S3_STS_ENDPOINT.trim(),
                // MinIO ignores the role (the policy below narrows the API's own user); AWS needs a real one.
                roleArn: env.STORAGE_S3_ROLE_ARN || 'arn:xxx:xxx:xxx:xxxx',
              }
            : null,
        }
      : null,
    ffmpegPath: env.FFMPEG_PATH ?? '',
  };
}
