// Comments flying over the picture. Drawn imperatively by danmaku-stage.ts (pooled elements, one compositor
// animation of `transform` each, no layout reads), so a busy room never re-renders React per comment or frame.
import { useEffect, useRef, useState } from 'react';
import type { ChatLine } from '../chat/chat-types';
import { DanmakuStage } from './danmaku-stage';
import { useDanmakuSettings } from './danmaku-settings';
import { newTextLines } from './new-lines';
import styles from './danmaku.module.css';

/** The danmaku over a player; `lines` is the chat list, `clears` changes when the chat is cleared. */
export function DanmakuLayer({ lines, clears }: { lines: ChatLine[]; clears: number }) {
  const { enabled, density, opacity, ownColour } = useDanmakuSettings();
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const [stage, setStage] = useState<DanmakuStage | null>(null);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!layer) return;
    const s = new DanmakuStage(layer);
    setStage(s);
    return () => s.dispose();
  }, [layer]);

  // Before the launch below (effects run in order): a batch holding a clear and then new lines clears the old
  // comments and flies the new ones.
  useEffect(() => {
    stage?.clear();
  }, [clears, enabled, stage]);

  useEffect(() => {
    // Lines already in the list when the layer starts are history, not comments flying now.
    if (!seen.current) {
      seen.current = newTextLines(new Set(), lines).ids;
      return;
    }
    const { fresh, ids } = newTextLines(seen.current, lines);
    seen.current = ids;
    if (enabled && stage)
      stage.launch(fresh, { density, ownColour, itemClass: styles.item, ownClass: styles.own });
  }, [lines, enabled, density, ownColour, stage]);

  return (
    <div
      ref={setLayer}
      className={styles.layer}
      style={{ opacity, display: enabled ? undefined : 'none' }}
      data-testid="danmaku-layer"
      aria-hidden
    />
  );
}
