import type { ChatLine } from './chat-types';
import type { Speaker } from './chat-input';

/** The latest distinct authors of the list (newest first, not `selfUid`), for @mention. */
export function recentSpeakers(lines: readonly ChatLine[], selfUid: string, max = 10): Speaker[] {
  const out: Speaker[] = [];
  const seen = new Set<string>([selfUid]);
  for (let i = lines.length - 1; i >= 0 && out.length < max; i--) {
    const line = lines[i];
    if (line?.kind !== 'text' || seen.has(line.uid)) continue;
    seen.add(line.uid);
    out.push({ uid: line.uid, nick: line.nick });
  }
  return out;
}
