import { ApiError } from '../../http/api-error';
import type { S3StorageConfig } from './config';
import { assumeRole } from './sts';
import type { TemporaryCredentials } from './sts';

/** getTempKeysForCos's answer: the spec's credentials, their times, and where they may write. */
export interface CosKeys {
  credentials: { tmpSecretId: string; tmpSecretKey: string; sessionToken: string };
  startTime: number;
  expiredTime: number;
  bucket: string;
  region: string;
  endpoint: string;
  /** The only prefix the credentials may write to (the user's own). */
  directory: string;
  /** Where objects written there are read from. */
  downloadUrl: string;
}

/** STS's shortest lifetime; the spec's credentials live 300-600 s, STS cannot go below 900. */
const SECONDS = 900;

/**
 * Temporary credentials that may only PUT objects under the user's own prefix of the bucket (an inline session
 * policy narrows the role). Asked twice before failing (spec 8: "cos get signature fail after one retry").
 */
export async function cosKeys(s3: S3StorageConfig, userId: number, nowMs: number): Promise<CosKeys> {
  if (!s3.sts) {
    throw new ApiError(
      'COS_NOT_CONFIGURED',
      'no STS endpoint (STORAGE_S3_STS_ENDPOINT); uploads are presigned',
    );
  }
  const directory = `u/${userId}/`;
  const policy = {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['s3:PutObject'], Resource: [`arn:aws:s3:::${s3.bucket}/${directory}*`] },
    ],
  };
  const target = {
    ...s3.sts,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  };
  let credentials: TemporaryCredentials | null = null;
  for (let attempt = 0; attempt < 2 && !credentials; attempt += 1) {
    credentials = await assumeRole(target, `tifo-user-${userId}`, policy, SECONDS, new Date(nowMs)).catch(
      () => null,
    );
  }
  if (!credentials) throw new ApiError('COS_CREDENTIALS_FAILED');
  return {
    credentials: {
      tmpSecretId: credentials.accessKeyId,
      tmpSecretKey: credentials.secretAccessKey,
      sessionToken: credentials.sessionToken,
    },
    startTime: Math.floor(nowMs / 1000),
    expiredTime: credentials.expiration,
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    directory,
    downloadUrl: `${s3.publicUrl}/${directory}`,
  };
}
