import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { DAY, MINUTE, Throttle } from '../throttle/throttle';
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

/**
 * Upload routes of spec product "Upload": getTempKeysForMinio (a presigned PUT for the user's next object),
 * getTempKeysForCos (answered honestly: no temporary COS credentials here) and completeUpload (checks the bytes
 * and makes the image sizes or the video snapshot).
 */
export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext, service: StorageService): void {
  const throttle = new Throttle(ctx.db, ctx.now);
  defineRoute(app, ctx, {
    method: ['POST', 'GET'],
    path: '/api/config/getTempKeysForMinio',
    summary: 'A presigned PUT URL for one upload (put_url, url); the server makes the key (login required)',
    auth: 'required',
    input: presignInput,
    handler: async ({ input, user }) => {
      await throttle.take([
        { bucket: `upload:user:${user.userId}:min`, windowMs: MINUTE, max: 30 },
        { bucket: `upload:user:${user.userId}:day`, windowMs: DAY, max: 1000 },
      ]);
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
    summary: 'Temporary COS credentials: this server has none (uploads use getTempKeysForMinio)',
    auth: 'required',
    input: z.object({}),
    handler: async () => {
      // Temporary credentials need the cloud's STS; handing out the bucket's own keys would give every user
      // the whole bucket. The coded error tells a COS client to use the presigned route instead.
      throw new ApiError(
        'COS_NOT_CONFIGURED',
        service.store.mode === 's3' ? 'a bucket is configured; its uploads are presigned' : undefined,
      );
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
