import { storage } from '@tifo/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { DAY, MINUTE, Throttle } from '../throttle';
import type { Limit } from '../throttle';
import { chatUploader } from './chat-authority';
import { cosKeys } from './cos-keys';
import type { StorageService } from './service';

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
    ...storage.getTempKeysForMinio,
    handler: async ({ input, user }) => {
      await throttle.take(presignLimits(user.userId));
      return service.presign({
        userId: user.userId,
        kind: input.file_type,
        name: input.key,
        contentType: input.content_type,
        size: input.size,
      });
    },
  });

  defineRoute(app, ctx, {
    ...storage.getTempKeysForCos,
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
    ...storage.chatPresign,
    handler: async ({ input }) => {
      const userId = await chatUploader(ctx, input.userID, input.userSig);
      await throttle.take(presignLimits(userId));
      return service.presign({
        userId,
        kind: input.file_type,
        name: input.key,
        contentType: input.content_type,
        size: input.size,
      });
    },
  });

  defineRoute(app, ctx, {
    ...storage.chatComplete,
    handler: async ({ input }) => {
      const userId = await chatUploader(ctx, input.userID, input.userSig);
      await throttle.take([{ bucket: `upload:complete:${userId}`, windowMs: MINUTE, max: 30 }]);
      return service.complete(userId, input.key);
    },
  });

  defineRoute(app, ctx, {
    ...storage.complete,
    handler: async ({ input, user }) => {
      await throttle.take([{ bucket: `upload:complete:${user.userId}`, windowMs: MINUTE, max: 30 }]);
      return service.complete(user.userId, input.key);
    },
  });
}
