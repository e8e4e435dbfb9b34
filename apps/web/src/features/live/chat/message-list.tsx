// Built for a flood (bench/README.md, "A room's page under a chat flood"): rows are memoised and keyed by line
// id, so a batch renders only its new lines. Their heights are computed (row-size.ts), not measured: reading each
// new row's height forced a layout in every commit. The rendered rows sit in normal flow in one block whose
// bottom is placed at the last rendered row's computed end, so the newest line is flush with the end of the
// list, and a height computed a line off only shifts rows above it (out of view at the bottom, where a flooded
// list is read) instead of drawing one row over another. Following the bottom is one scroll write per batch,
// with no reads of scrollHeight or clientHeight.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine, TextLine } from './chat-types';
import { ChatLineView, type RoleLookup } from './chat-line-view';
import { ROW_LINE_PX, ROW_PAD_PX, RowSizer } from './row-size';
import styles from './chat.module.css';

/** How close to the bottom (px) still counts as reading the newest lines. */
const STICK_PX = 48;
/** A scroll offset past any list's end: the browser clamps it to the end. */
const BOTTOM = 1e9;

/** The room's lines; `roles` and `onPick` should be stable (memoised rows re-render only when they change). */
export function MessageList({
  lines,
  roles,
  onPick,
}: {
  lines: ChatLine[];
  roles: RoleLookup;
  onPick: (line: TextLine) => void;
}) {
  const { t } = useTranslation('live');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  // The list's width, from the virtualizer's ResizeObserver on it (rows wrap at it).
  const [width, setWidth] = useState(0);
  const sizer = useMemo(
    () => new RowSizer((uid) => uid === roles.anchorUid || roles.managers.includes(uid)),
    [roles],
  );
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => {
      const line = lines[i];
      return line ? sizer.size(line, width) : ROW_PAD_PX + ROW_LINE_PX;
    },
    overscan: 8,
    getItemKey: (i) => lines[i]?.id ?? i,
    onChange: (v) => setWidth(Math.round(v.scrollRect?.width ?? 0)),
    // useFlushSync stays on: the scroll after a batch re-renders inside the scroll event, so the rows it moves
    // are drawn in the same frame as the batch's (off, they took a frame of their own).
  });
  const last = lines[lines.length - 1];
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  // Before paint, so a new batch never shows a frame scrolled off the bottom.
  useLayoutEffect(() => {
    if (!lines.length) return;
    const el = scroller.current;
    if (atBottom.current) {
      if (el) el.scrollTop = BOTTOM;
    } else setUnseen(true);
    // A merged enter line changes the last line without adding one: follow it too; so does a new width.
  }, [lines.length, last, total]);

  const toBottom = () => {
    atBottom.current = true;
    setUnseen(false);
    if (scroller.current) scroller.current.scrollTop = BOTTOM;
  };

  return (
    <div className={styles.listBox}>
      <div
        ref={scroller}
        className={styles.list}
        data-testid="chat-list"
        onScroll={(e) => {
          // The list's height and the viewport's come from the virtualizer (no layout read); scrollTop is read
          // in the scroll event, after the frame's layout.
          const offset = e.currentTarget.scrollTop;
          atBottom.current =
            virtualizer.getTotalSize() - offset - (virtualizer.scrollRect?.height ?? 0) < STICK_PX;
          if (atBottom.current) setUnseen(false);
        }}
      >
        {lines.length === 0 ? (
          <p className={styles.empty}>{t('chat.empty')}</p>
        ) : (
          <div className={styles.rows} style={{ height: total }}>
            <div
              className={styles.rowsBlock}
              style={{ transform: `translateY(${(items.at(-1)?.end ?? total) - total}px)` }}
            >
              {items.map((item) => {
                const line = lines[item.index];
                return line ? (
                  <ChatLineView key={item.key} line={line} roles={roles} onPick={onPick} />
                ) : null;
              })}
            </div>
          </div>
        )}
      </div>
      {unseen && (
        <button type="button" className={styles.newLines} onClick={toBottom}>
          {t('chat.newMessages')}
        </button>
      )}
    </div>
  );
}
