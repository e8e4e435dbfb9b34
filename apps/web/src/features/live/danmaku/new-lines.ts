// Which chat lines are new to the danmaku: the layer remembers only the ids of the list it last saw (at most the
// chat's 300 lines), not every id of a long flood.
import type { ChatLine, TextLine } from '../chat/chat-types';

/** The text lines of `lines` whose ids are not in `seen`, in order, and the ids of `lines` to remember. */
export function newTextLines(
  seen: ReadonlySet<string>,
  lines: readonly ChatLine[],
): { fresh: TextLine[]; ids: Set<string> } {
  const fresh: TextLine[] = [];
  const ids = new Set<string>();
  for (const line of lines) {
    ids.add(line.id);
    if (line.kind === 'text' && !seen.has(line.id)) fresh.push(line);
  }
  return { fresh, ids };
}
