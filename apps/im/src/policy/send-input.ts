import type { MessageControlInfo, MessageElement, OfflinePushInfo } from '@tifo/protocol';
import { z } from 'zod';
import type { ImContext } from '../context';
import { fillMergedProfiles } from './merged-list';
import { validateElements } from './validate-message';

export { clampTime } from './time';

/** Schema of a send's messageControlInfo (the protocol's MessageControlInfo). */
export const messageControlSchema = z.object({
  excludedFromUnreadCount: z.boolean().optional(),
  excludedFromLastMessage: z.boolean().optional(),
  excludedFromContentModeration: z.boolean().optional(),
});

/** Schema of a send's offlinePushInfo (the protocol's OfflinePushInfo), carried on the message as sent. */
export const offlinePushInfoSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  extension: z.string().optional(),
  disablePush: z.boolean().optional(),
  ignoreIOSBadge: z.boolean().optional(),
  androidOPPOChannelID: z.string().max(64).optional(),
});

/** The offlinePushInfo a message carries: the fields the sender set, none when it set nothing. */
export function carriedPushInfo(info: OfflinePushInfo | undefined): { offlinePushInfo?: OfflinePushInfo } {
  if (!info) return {};
  const set = Object.fromEntries(Object.entries(info).filter(([, v]) => v !== undefined)) as OfflinePushInfo;
  return Object.keys(set).length ? { offlinePushInfo: set } : {};
}

/**
 * The send controls a caller may use. `excludedFromContentModeration` (wire NoMsgCheck) is honoured for the
 * admin API only (`trusted`): from a user it would switch the profanity filter off, reject mode included.
 */
export function allowedControl(
  control: MessageControlInfo | undefined,
  trusted: boolean,
): MessageControlInfo {
  const { excludedFromContentModeration, ...rest } = control ?? {};
  return trusted && excludedFromContentModeration ? { ...rest, excludedFromContentModeration: true } : rest;
}

/** Validated elements of a send (moderated unless the allowed control says otherwise), merged senders filled. */
export async function prepareElements(
  ctx: ImContext,
  raw: unknown,
  control: MessageControlInfo,
): Promise<MessageElement[]> {
  const elements = validateElements(raw, ctx.profanity, !control.excludedFromContentModeration);
  await fillMergedProfiles(ctx, elements);
  return elements;
}
