// The danmaku's drawing, outside React: each comment is an element moved by one Web Animation of `transform`
// (the compositor runs it; no JavaScript per frame), taken from a pool of elements and returned to it when its
// animation ends. Nothing here reads layout: the layer's size comes from a ResizeObserver and a comment's width
// from canvas text metrics, so launching a batch of comments costs one style and layout pass of the layer in the
// next frame, instead of the forced layout per comment that reading offsetWidth after appending it costs.
import type { TextLine } from '../chat/chat-types';
import { laneCount, laneTop, MAX_ON_SCREEN, occupy, pickLane, usableLanes, type Density } from './lanes';

/** Pixels per millisecond: a comment crosses a 375 px phone in about 7 s. */
export const SPEED = 0.075;
/** danmaku.module.css .item: 16 px text, 4 px padding each side (own comments add a 1 px border each side). */
const FONT_PX = 16;
const PAD_PX = 8;
const OWN_BORDER_PX = 2;
/** Canvas metrics can differ from the DOM's text by a few pixels: the tail leaves the screen before removal. */
const WIDTH_SLACK_PX = 6;

/** What a comment looks like. */
export interface DanmakuLook {
  density: Density;
  ownColour: string;
  itemClass: string;
  ownClass: string;
}

/** The comments drawn over one player. */
export class DanmakuStage {
  private width = 0;
  private height = 0;
  private freeAt: number[] = [];
  private readonly flying = new Set<HTMLElement>();
  private readonly pool: HTMLElement[] = [];
  private readonly resize: ResizeObserver;
  private ctx: CanvasRenderingContext2D | null | undefined;

  constructor(private readonly layer: HTMLElement) {
    this.resize = new ResizeObserver(([entry]) => {
      const box = entry?.contentBoxSize?.[0];
      if (!box) return;
      this.width = box.inlineSize;
      this.height = box.blockSize;
    });
    this.resize.observe(layer);
  }

  /** Text width in CSS px, from canvas metrics in the layer's font (read once). */
  private textWidth(text: string): number {
    if (this.ctx === undefined) {
      this.ctx = document.createElement('canvas').getContext('2d');
      if (this.ctx) this.ctx.font = `${FONT_PX}px ${getComputedStyle(this.layer).fontFamily}`;
    }
    // Without a canvas (never in a browser the app supports): a CJK-width guess per character.
    return this.ctx ? this.ctx.measureText(text).width : text.length * FONT_PX;
  }

  private element(line: TextLine, look: DanmakuLook): HTMLElement {
    const item = this.pool.pop() ?? document.createElement('div');
    item.className = line.own ? `${look.itemClass} ${look.ownClass}` : look.itemClass;
    item.textContent = line.text;
    item.dataset.testid = 'danmaku-item';
    if (line.own) item.style.setProperty('--own-colour', look.ownColour);
    else item.style.removeProperty('--own-colour');
    return item;
  }

  /** Launches the comments that fit now (a free lane, under the density's cap); the others are dropped. */
  launch(lines: readonly TextLine[], look: DanmakuLook): void {
    if (!lines.length || this.width <= 0) return;
    const lanes = usableLanes(laneCount(this.height), look.density);
    const cap = MAX_ON_SCREEN[look.density];
    const now = performance.now();
    const started: Array<{ item: HTMLElement; width: number }> = [];
    for (const line of lines) {
      if (this.flying.size + started.length >= cap) break;
      const lane = pickLane(this.freeAt, lanes, now);
      if (lane < 0) break;
      const width =
        Math.ceil(this.textWidth(line.text)) + PAD_PX + (line.own ? OWN_BORDER_PX : 0) + WIDTH_SLACK_PX;
      this.freeAt = occupy(this.freeAt, lane, now, width, SPEED);
      const item = this.element(line, look);
      item.style.top = `${laneTop(lane)}px`;
      // Off screen to the right until its animation's first frame.
      item.style.transform = `translateX(${this.width}px)`;
      started.push({ item, width });
    }
    if (!started.length) return;
    this.layer.append(...started.map((s) => s.item));
    for (const { item, width } of started) {
      this.flying.add(item);
      const animation = item.animate(
        [{ transform: `translateX(${this.width}px)` }, { transform: `translateX(${-width}px)` }],
        { duration: (this.width + width) / SPEED, easing: 'linear' },
      );
      animation.onfinish = () => this.retire(item);
    }
  }

  private retire(item: HTMLElement): void {
    if (!this.flying.delete(item)) return;
    item.remove();
    if (this.pool.length < MAX_ON_SCREEN.high) this.pool.push(item);
  }

  /** Removes every comment (the chat was cleared, danmaku turned off). */
  clear(): void {
    for (const item of [...this.flying]) {
      for (const a of item.getAnimations()) a.cancel();
      this.retire(item);
    }
    this.freeAt = [];
  }

  /** Stops observing the layer. */
  dispose(): void {
    this.clear();
    this.resize.disconnect();
  }
}
