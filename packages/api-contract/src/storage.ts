// Uploads (apps/api/src/modules/storage/README.md): a presigned PUT per object, or temporary bucket credentials,
// then the completion that checks the bytes. The PUT and the object reads are raw routes outside the contract.
import { z } from 'zod';
import { UPLOAD_KINDS } from './constants';
import { endpoint } from './endpoint';

const presignInput = z.object({
  /** The spec's `key`: the client's file name; the server makes the real key and keeps only the extension. */
  key: z.string().trim().max(255).optional().default(''),
  /** image (default: the spec's use is pictures), file, video or audio. */
  file_type: z.enum(UPLOAD_KINDS).optional().default('image'),
  /** The size the client will PUT (bytes); checked against the kind's limit now. */
  size: z.coerce.number<number>().int().nonnegative().optional(),
  /** The file's type as the client sees it, used when the name has no known extension. */
  content_type: z.string().trim().max(100).optional(),
});

const completeInput = z.object({ key: z.string().trim().min(1).max(200) });

/** The chat login that authorises the chat SDK's own uploads (no API token): its user and signature. */
const chatLogin = z.object({ userID: z.string().min(1).max(64), userSig: z.string().min(1).max(2048) });

/** A presigned upload: the spec's `put_url` and `url`, plus what a client needs to PUT right. */
export const presignedUploadSchema = z.object({
  put_url: z.string(),
  url: z.string(),
  key: z.string(),
  /** The Content-Type the PUT must send (it is part of the signature). */
  content_type: z.string(),
  max_size: z.number(),
  /** Unix seconds after which put_url is refused. */
  expired_time: z.number(),
});
export type PresignedUpload = z.output<typeof presignedUploadSchema>;

/** A picture stored beside an original (large, thumbnail, snapshot). */
export const storedPictureSchema = z.object({
  width: z.number(),
  height: z.number(),
  size: z.number(),
  url: z.string(),
});
export type StoredPicture = z.output<typeof storedPictureSchema>;

/** What completeUpload answers: the object checked by its bytes, and what was made from it. */
export const uploadInfoSchema = z.object({
  key: z.string(),
  url: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  content_type: z.string(),
  size: z.number(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** Images: the shorter side 720 and 198 (the original's URL when it is already that small). */
  large: storedPictureSchema.optional(),
  thumb: storedPictureSchema.optional(),
  /** Videos: the first frame (absent when no ffmpeg is installed). */
  snapshot: storedPictureSchema.optional(),
  /** Videos and audio: the duration in seconds (0 when unknown). */
  second: z.number().optional(),
});
export type UploadInfo = z.output<typeof uploadInfoSchema>;

/** getTempKeysForCos's answer: the spec's credentials, their times, and where they may write. */
export const cosKeysSchema = z.object({
  credentials: z.object({ tmpSecretId: z.string(), tmpSecretKey: z.string(), sessionToken: z.string() }),
  startTime: z.number(),
  expiredTime: z.number(),
  bucket: z.string(),
  region: z.string(),
  endpoint: z.string(),
  /** The only prefix the credentials may write to (the user's own). */
  directory: z.string(),
  /** Where objects written there are read from. */
  downloadUrl: z.string(),
});
export type CosKeys = z.output<typeof cosKeysSchema>;

/** `/api/config/getTempKeysForMinio`. */
export const getTempKeysForMinio = endpoint({
  path: '/api/config/getTempKeysForMinio',
  method: ['POST', 'GET'],
  auth: 'required',
  summary: 'A presigned PUT URL for one upload (put_url, url); the server makes the key (login required)',
  input: presignInput,
  output: presignedUploadSchema,
});

/** `/webapi/config/getTempKeysForCos`. */
export const getTempKeysForCos = endpoint({
  path: '/webapi/config/getTempKeysForCos',
  method: ['POST', 'GET'],
  auth: 'required',
  summary:
    "Temporary bucket credentials limited to the user's own prefix (COS_NOT_CONFIGURED without an STS)",
  input: z.object({}),
  output: cosKeysSchema,
});

/** `/api/storage/chat/presign`: the chat SDK's uploads, authorised by the chat login instead of a token. */
export const chatPresign = endpoint({
  path: '/api/storage/chat/presign',
  method: 'POST',
  auth: 'none',
  summary: "getTempKeysForMinio for the chat SDK: authorised by the user's chat signature (guests refused)",
  input: presignInput.extend(chatLogin.shape),
  output: presignedUploadSchema,
});

/** `/api/storage/chat/complete`. */
export const chatComplete = endpoint({
  path: '/api/storage/chat/complete',
  method: 'POST',
  auth: 'none',
  summary: "completeUpload for the chat SDK: authorised by the user's chat signature",
  input: completeInput.extend(chatLogin.shape),
  output: uploadInfoSchema,
});

/** `/api/storage/complete`. */
export const complete = endpoint({
  path: '/api/storage/complete',
  method: 'POST',
  auth: 'required',
  summary: "After the PUT: checks the object's bytes and makes image sizes or the video snapshot",
  input: completeInput,
  output: uploadInfoSchema,
});
