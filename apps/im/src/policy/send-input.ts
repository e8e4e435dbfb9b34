import type { MessageControlInfo, MessageElement } from '@tifo/protocol';
import type { ImContext } from '../context';
import { fillMergedProfiles } from './merged-list';
import { validateElements } from './validate-message';

export { clampTime } from './time';

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
