// Enter and exit lines, aggregated: in a busy room a line per entrant would push every message off the screen,
// so entries within JOIN_WINDOW_MS of the line's start merge into "X and N others joined". A VIP's entry is its
// own line, drawn as the VIP entry effect (one line: there is no second banner saying the same), and nobody
// merges into it.
import type { ChatLine, Entrant, JoinsLine } from './chat-types';

/** How long an aggregated enter line keeps taking new entrants. */
export const JOIN_WINDOW_MS = 10_000;

function openJoinsLine(lines: ChatLine[], now: number): JoinsLine | null {
  const last = lines[lines.length - 1];
  return last?.kind === 'joins' && !last.last.vip && now - last.startedAt < JOIN_WINDOW_MS ? last : null;
}

/** The lines after `entrant` entered at `now` (ms): merged into the open enter line, else a new one. */
export function addEntrant(lines: ChatLine[], entrant: Entrant, now: number, id: string): ChatLine[] {
  const open = entrant.vip ? null : openJoinsLine(lines, now);
  if (!open) return [...lines, { kind: 'joins', id, last: entrant, others: 0, left: 0, startedAt: now }];
  // The same user entering twice (a reload) is one entrant.
  const others = open.last.uid === entrant.uid ? open.others : open.others + 1;
  return [...lines.slice(0, -1), { ...open, last: entrant, others }];
}

/** The lines after someone left at `now`: counted in the open enter line; alone, a leave makes no line. */
export function addLeaver(lines: ChatLine[], now: number): ChatLine[] {
  const open = openJoinsLine(lines, now);
  if (!open) return lines;
  return [...lines.slice(0, -1), { ...open, left: open.left + 1 }];
}
