import { CMD } from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { RateLimiter } from '../policy/rate-limit';
import { downloadMerger, uploadMerger } from './merger';
import { getExtensions, modifyExtensions } from './message-extensions';
import { readReceiptMembers } from './read-receipts';
import { revokedNotify } from './revoked-notify';
import { translateText } from './translate';
import { selfOf, type Handler } from '../gateway/command';

/**
 * Frequency limits of these calls per user (spec 9 names none for them; these keep one client from
 * turning them into a write or lookup flood): interval ms and count.
 */
const LIMITS = {
  extension: [1000, 20],
  merger: [1000, 10],
  translate: [1000, 5],
  lookup: [1000, 20],
  /** A reconnecting client asks once per group it holds messages of. */
  recovery: [1000, 100],
} as const;
type Kind = keyof typeof LIMITS;

const limiters = new WeakMap<ImContext, Map<Kind, RateLimiter>>();

/** Counts a call of `kind` for `self` on this node; 2996 beyond its limit. */
function throttle(ctx: ImContext, kind: Kind, self: string): void {
  let byKind = limiters.get(ctx);
  if (!byKind) {
    byKind = new Map();
    limiters.set(ctx, byKind);
  }
  let limiter = byKind.get(kind);
  if (!limiter) {
    limiter = new RateLimiter(LIMITS[kind][0], LIMITS[kind][1]);
    byKind.set(kind, limiter);
  }
  if (!limiter.allow(self)) throw new ImError('OVER_FREQUENCY');
}

function limited(
  kind: Kind,
  run: (ctx: ImContext, self: string, body: unknown) => Promise<unknown>,
): Handler {
  return (ctx, conn, body) => {
    const self = selfOf(conn);
    throttle(ctx, kind, self);
    return run(ctx, self, body);
  };
}

/** Message extensions, read receipt details, merger upload and download, translation, revoked-notify. */
export const messageExtraHandlers: Record<string, Handler> = {
  [CMD.MSG_EXT_MODIFY]: limited('extension', modifyExtensions),
  [CMD.MSG_EXT_GET]: limited('lookup', getExtensions),
  [CMD.READ_RECEIPT_MEMBERS]: limited('lookup', readReceiptMembers),
  [CMD.MERGER_UPLOAD]: limited('merger', uploadMerger),
  [CMD.MERGER_DOWNLOAD]: limited('lookup', downloadMerger),
  [CMD.TRANSLATE_TEXT]: limited('translate', (ctx, _self, body) => translateText(ctx, body)),
  [CMD.GROUP_REVOKED_NOTIFY]: limited('recovery', revokedNotify),
};
