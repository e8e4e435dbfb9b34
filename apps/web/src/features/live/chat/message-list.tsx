// The chat list, virtualised (a busy room keeps hundreds of lines; only the visible ones are in the DOM). It
// follows new lines while the reader is at the bottom, and stays put while they scroll back.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine, TextLine } from './chat-types';
import { ChatLineView, type RoleLookup } from './chat-line-view';
import styles from './chat.module.css';

/** How close to the bottom (px) still counts as reading the newest lines. */
const STICK_PX = 48;

/** The room's lines. */
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
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 30,
    overscan: 8,
    getItemKey: (i) => lines[i]?.id ?? i,
  });
  const last = lines[lines.length - 1];

  useEffect(() => {
    if (!lines.length) return;
    if (atBottom.current) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
    else setUnseen(true);
    // A merged enter line changes the last line without adding one: follow it too.
  }, [lines.length, last, virtualizer]);

  const toBottom = () => {
    atBottom.current = true;
    setUnseen(false);
    virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  };

  return (
    <div className={styles.listBox}>
      <div
        ref={scroller}
        className={styles.list}
        data-testid="chat-list"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
          if (atBottom.current) setUnseen(false);
        }}
      >
        {lines.length === 0 ? (
          <p className={styles.empty}>{t('chat.empty')}</p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const line = lines[item.index];
              if (!line) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={styles.row}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <ChatLineView line={line} roles={roles} onPick={onPick} />
                </div>
              );
            })}
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
