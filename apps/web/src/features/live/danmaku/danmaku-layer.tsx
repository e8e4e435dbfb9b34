// Comments flying over the picture. Drawn imperatively (one element per comment, moved by a compositor-only
// transform animation and removed when it ends), so a busy room never re-renders React per frame.
import { useEffect, useRef } from 'react';
import type { ChatLine } from '../chat/chat-types';
import { laneCount, laneTop, occupy, pickLane, usableLanes } from './lanes';
import { useDanmakuSettings } from './danmaku-settings';
import styles from './danmaku.module.css';

/** Pixels per millisecond: a comment crosses a 375 px phone in about 7 s. */
const SPEED = 0.075;

/** The danmaku over a player; `lines` is the chat list, `clears` changes when the chat is cleared. */
export function DanmakuLayer({ lines, clears }: { lines: ChatLine[]; clears: number }) {
  const { enabled, density, opacity, ownColour } = useDanmakuSettings();
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<Set<string> | null>(null);
  const freeAt = useRef<number[]>([]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Lines already in the list when the layer starts are history, not comments flying now.
    if (!seen.current) {
      seen.current = new Set(lines.map((l) => l.id));
      return;
    }
    for (const line of lines) {
      if (line.kind !== 'text' || seen.current.has(line.id)) continue;
      seen.current.add(line.id);
      if (!enabled) continue;
      const lanes = usableLanes(laneCount(el.clientHeight), density);
      const now = performance.now();
      const lane = pickLane(freeAt.current, lanes, now);
      if (lane < 0) continue;
      const item = document.createElement('div');
      item.className = line.own ? `${styles.item} ${styles.own}` : styles.item;
      item.textContent = line.text;
      item.dataset.testid = 'danmaku-item';
      if (line.own) item.style.setProperty('--own-colour', ownColour);
      item.style.top = `${laneTop(lane)}px`;
      el.appendChild(item);
      const width = item.offsetWidth;
      const distance = el.clientWidth + width;
      freeAt.current = occupy(freeAt.current, lane, now, width, SPEED);
      const animation = item.animate(
        [{ transform: `translateX(${el.clientWidth}px)` }, { transform: `translateX(${-width}px)` }],
        { duration: distance / SPEED, easing: 'linear' },
      );
      animation.onfinish = () => item.remove();
    }
  }, [lines, enabled, density, ownColour]);

  useEffect(() => {
    box.current?.replaceChildren();
    freeAt.current = [];
  }, [clears, enabled]);

  return (
    <div
      ref={box}
      className={styles.layer}
      style={{ opacity, display: enabled ? undefined : 'none' }}
      data-testid="danmaku-layer"
      aria-hidden
    />
  );
}
