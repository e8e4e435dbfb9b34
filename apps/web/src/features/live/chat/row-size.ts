// The chat list's row heights, computed instead of measured: a row's text width comes from canvas text metrics
// (no layout), and the rows wrap at the list's width (chat.module.css .line: 14 px text on 20 px lines, 4 px of
// padding above and below). Reading each new row's height from the DOM forced a layout in every commit of a
// flood; and because the rows sit in normal flow (message-list.tsx), an estimate that is off by a line only
// shifts the scroll range a little, never draws one row over another.
import type { ChatLine } from './chat-types';

export const ROW_PAD_PX = 8;
export const ROW_LINE_PX = 20;
/** The font of a text row (chat.module.css .line); the family is the page's. */
const FONT_PX = 14;
/** An anchor or admin badge: two 10 px characters, 5 px padding each side, 4 px margin. */
const BADGE_PX = 34;
/** Word wrapping leaves some of each line empty: count a line as this much of the width. */
const FILL = 0.92;

/** Height of a row whose content is `textPx` wide in a list `widthPx` wide. */
export function rowHeight(textPx: number, widthPx: number): number {
  const lines = widthPx > 0 ? Math.max(1, Math.ceil(textPx / (widthPx * FILL))) : 1;
  return ROW_PAD_PX + ROW_LINE_PX * lines;
}

/** Row heights for a list, cached per line (a line never changes once made; an enter line gets a new id). */
export class RowSizer {
  private ctx: CanvasRenderingContext2D | null | undefined;
  private readonly cache = new Map<string, number>();
  private width = 0;

  constructor(private readonly badged: (uid: string) => boolean) {}

  private textWidth(text: string): number {
    if (this.ctx === undefined) {
      this.ctx = document.createElement('canvas').getContext('2d');
      if (this.ctx) this.ctx.font = `${FONT_PX}px ${getComputedStyle(document.body).fontFamily}`;
    }
    // Without a canvas (tests): a wide character's width each.
    return this.ctx ? this.ctx.measureText(text).width : text.length * FONT_PX;
  }

  /** The height of `line` in a list `widthPx` wide. */
  size(line: ChatLine, widthPx: number): number {
    if (widthPx !== this.width) {
      this.cache.clear();
      this.width = widthPx;
    }
    // Enter lines and notices are one short line (a notice's long title may wrap: the flow absorbs it).
    if (line.kind !== 'text') return ROW_PAD_PX + ROW_LINE_PX;
    const known = this.cache.get(line.id);
    if (known !== undefined) return known;
    const text = this.textWidth(`${line.nick}: ${line.text}`) + (this.badged(line.uid) ? BADGE_PX : 0);
    const height = rowHeight(text, widthPx);
    // The list keeps 300 lines; the cache starts over well after they have all changed.
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(line.id, height);
    return height;
  }
}
