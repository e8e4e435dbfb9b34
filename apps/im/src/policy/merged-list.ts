import { ELEM_TYPE, type MessageElement } from '@tifo/protocol';
import { ImError } from '../errors';
import type { ImContext } from '../context';
import { clampTime } from './time';

/** A forwarded message inside a merged (TIMRelayElem) message, as the service stores it. */
export interface MergedItem {
  ID: string;
  from: string;
  to: string;
  conversationType: 'C2C' | 'GROUP';
  time: number;
  /** Filled by the service from the stored profile of `from`, like any sender's. */
  nick: string;
  avatar: string;
  elements: MessageElement[];
}

/** How deep merged messages may nest (a merge of merges). */
export const MAX_MERGE_DEPTH = 2;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Rebuilds the forwarded list of a merged message from the fields that matter: each item's elements go through
 * the same validation as a sent message (URLs, profanity, server-only types), and the client's nick and avatar
 * are dropped (`fillMergedProfiles` puts the stored ones).
 */
export function normalizeMergedList(
  list: unknown[],
  validate: (elements: unknown, depth: number) => MessageElement[],
  depth: number,
): MergedItem[] {
  if (depth >= MAX_MERGE_DEPTH)
    throw new ImError('INVALID_PARAMETER', `merged messages nest at most ${MAX_MERGE_DEPTH} deep`);
  return list.map((raw) => {
    if (!isObject(raw)) throw new ImError('INVALID_PARAMETER', 'merged message: bad item');
    const from = typeof raw.from === 'string' ? raw.from : '';
    if (!from || from.length > 64)
      throw new ImError('INVALID_PARAMETER', 'merged message: item needs a from');
    return {
      ID: typeof raw.ID === 'string' ? raw.ID.slice(0, 200) : '',
      from,
      to: typeof raw.to === 'string' ? raw.to.slice(0, 64) : '',
      conversationType: raw.conversationType === 'GROUP' ? 'GROUP' : 'C2C',
      time: typeof raw.time === 'number' ? clampTime(raw.time, Math.floor(Date.now() / 1000)) : 0,
      nick: '',
      avatar: '',
      elements: validate(raw.elements, depth + 1),
    };
  });
}

/** Puts each forwarded item's stored sender profile (nick, avatar), at every nesting level. */
export async function fillMergedProfiles(ctx: ImContext, elements: MessageElement[]): Promise<void> {
  for (const element of elements) {
    if (element.type !== ELEM_TYPE.MERGER) continue;
    for (const item of element.content.messageList as MergedItem[]) {
      const profile = await ctx.profiles.get(item.from);
      item.nick = profile.nick;
      item.avatar = profile.avatar;
      await fillMergedProfiles(ctx, item.elements);
    }
  }
}
