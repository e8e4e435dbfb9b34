import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { DAY, MINUTE, Throttle } from '../throttle';
import type { Limit } from '../throttle';
import { chatUploader } from './chat-authority';
import { cosKeys } from './cos-keys';
import { UPLOAD_KINDS } from './kinds';
import type { StorageService } from './service';

const presignInput = z.object({
  /** The spec's `key`: the client's file name; the server makes the real key and keeps only the extension. */
  key: z.string().trim().max(255).optional().default(''),
  /** image (default: the spec's use is pictures), file, video or audio. */
  file_type: z
    .enum(UPLOAD_KINDS as [string, ...string[]])
    .optional()
    .default('image'),
  /** The size the client will PUT (bytes); checked against the kind's limit now. */
  size: z.coerce.number().int().nonnegative().optional(),
  /** The file's type as the client sees it, used when the name has no known extension. */
  content_type: z.string().trim().max(100).optional(),
});

const completeInput = z.object({ key: z.string().trim().min(1).max(200) });

/** The chat login that authorises the chat SDK's own uploads (no API token): its user and signature. */
const chatLogin = z.object({ userID: z.string().min(1).max(64), userSig: z.string().min(1).max(2048) });

/** Upload URLs and credentials one user may ask for: 30 a minute, 1,000 a day. */
function presignLimits(userId: number): Limit[] {
  return [
    { bucket: `upload:user:${userId}:min`, windowMs: MINUTE, max: 30 },
    { bucket: `upload:user:${userId}:day`, windowMs: DAY, max: 1000 },
  ];
}

/**
 * Upload routes of spec product "Upload": getTempKeysForMinio (a presigned PUT for the user's next object),
 * getTempKeysForCos (temporary credentials for the user's prefix of the bucket, from its STS) and completeUpload (checks the bytes
 * and makes the image sizes or the video snapshot).
 */
export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext, service: StorageService): void {
  const throttle = new Throttle(ctx.db, ctx.now);
  const { s3 } = ctx.config.storage;
  defineRoute(app, ctx, {
    method: ['POST', 'GET'],
    path: '/api/config/getTempKeysForMinio',
    summary: 'A presigned PUT URL for one upload (put_url, url); the server makes the key (login required)',
    auth: 'required',
    input: presignInput,
    handler: async ({ input, user }) => {
      await throttle.take(presignLimits(user.userId));
      return service.presign({
        userId: user.userId,
        kind: input.file_type as (typeof UPLOAD_KINDS)[number],
        name: input.key,
        contentType: input.content_type,
        size: input.size,
      });
    },
  });

  defineRoute(app, ctx, {
    method: ['POST', 'GET'],
    path: '/webapi/config/getTempKeysForCos',
    summary:
      "Temporary bucket credentials limited to the user's own prefix (COS_NOT_CONFIGURED without an STS)",
    auth: 'required',
    input: z.object({}),
    handler: async ({ user }) => {
      // Never the bucket's own keys: those would give every user the whole bucket.
      if (!s3) throw new ApiError('COS_NOT_CONFIGURED', 'uploads go to the local disk (getTempKeysForMinio)');
      await throttle.take(presignLimits(user.userId));
      return cosKeys(s3, user.userId, ctx.now());
    },
  });

  // The chat SDK's built-in uploads: the same presign and completion, the same per-user limits,
  // authorised by the chat login's signature instead of an API token (chat-authority.ts).
  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/storage/chat/presign',
    summary: "getTempKeysForMinio for the chat SDK: authorised by the user's chat signature (guests refused)",
    auth: 'none',
    input: presignInput.extend(chatLogin.shape),
    handler: async ({ input }) => {
      const userId = await chatUploader(ctx, input.userID, input.userSig);
      await throttle.take(presignLimits(userId));
      return service.presign({
        userId,
        kind: input.file_type as (typeof UPLOAD_KINDS)[number],
        name: input.key,
        contentType: input.content_type,
        size: input.size,
      });
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/storage/chat/complete',
    summary: "completeUpload for the chat SDK: authorised by the user's chat signature",
    auth: 'none',
    input: completeInput.extend(chatLogin.shape),
    handler: async ({ input }) => {
      const userId = await chatUploader(ctx, input.userID, input.userSig);
      await throttle.take([{ bucket: `upload:complete:${userId}`, windowMs: MINUTE, max: 30 }]);
      return service.complete(userId, input.key);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/storage/complete',
    summary: "After the PUT: checks the object's bytes and makes image sizes or the video snapshot",
    auth: 'required',
    input: completeInput,
    handler: async ({ input, user }) => {
      await throttle.take([{ bucket: `upload:complete:${user.userId}`, windowMs: MINUTE, max: 30 }]);
      return service.complete(user.userId, input.key);
    },
  });
}
