import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchEvent, PlanEntry } from './plan';

/** The three lines drawn over a demo broadcast (each its own drawtext, reloaded by ffmpeg every frame). */
export interface OverlayText {
  score: string;
  clock: string;
  caption: string;
}

/** How long a caption stays on screen, wall time. */
export const CAPTION_MS = 12_000;

const KIND_LABEL: Record<MatchEvent['kind'], string> = {
  goal: 'GOAL',
  yellow: 'YELLOW CARD',
  red: 'RED CARD',
};

function eventId(e: MatchEvent): string {
  return `${e.minute}|${e.kind}|${e.side}|${e.text}`;
}

/** The caption of one event, e.g. `GOAL 63' Arsenal: Saka`. */
export function captionOf(event: MatchEvent, home: string, away: string): string {
  const team = event.side === 'home' ? home : away;
  const detail = event.text ? `: ${event.text}` : '';
  return `${KIND_LABEL[event.kind]} ${event.minute}' ${team}${detail}`;
}

/**
 * Turns successive plans into overlay text. A caption shows for CAPTION_MS after an event first appears in
 * the plan (events already there when the push starts are not replayed).
 */
export class OverlayState {
  private readonly seen = new Set<string>();
  private caption = '';
  private captionUntil = 0;
  private first = true;

  /** The text for this plan entry at `now`. */
  update(entry: PlanEntry, now = Date.now()): OverlayText {
    const match = entry.match;
    if (entry.kind === 'show' || !match) {
      const time = new Date(now).toISOString().slice(11, 16);
      return { score: entry.title || 'Tifo Live', clock: `LIVE ${time} UTC`, caption: ' ' };
    }
    for (const event of match.events) {
      const id = eventId(event);
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      if (!this.first) {
        this.caption = captionOf(event, match.home, match.away);
        this.captionUntil = now + CAPTION_MS;
      }
    }
    this.first = false;
    const clock = /^\d+$/.test(match.clock) ? `${match.clock}'` : match.clock;
    return {
      score: `${match.home}  ${match.homeScore} - ${match.awayScore}  ${match.away}`,
      clock: [clock, match.period].filter(Boolean).join('  '),
      caption: now < this.captionUntil ? this.caption : ' ',
    };
  }
}

/** Writes the overlay files atomically (ffmpeg re-reads them every frame and must never see half a file). */
export async function writeOverlay(dir: string, text: OverlayText): Promise<void> {
  for (const [name, value] of Object.entries(text)) {
    const file = join(dir, `${name}.txt`);
    const tmp = `${file}.tmp`;
    // drawtext cannot load an empty file: a blank line stands for "nothing".
    await writeFile(tmp, value.replace(/[\r\n]+/g, ' ') || ' ', { mode: 0o600 });
    await rename(tmp, file);
  }
}
