// A small pull-to-refresh: drag down at the top of the page to refetch. Written here instead of taking
// antd-mobile's, which brings a spring and gesture library into the /m/score bundle.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './score.module.css';

const THRESHOLD = 64;

/** Wraps a list; `onRefresh` runs when the user pulls past the threshold and lets go. */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('score');
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const label = busy ? t('refreshing') : pull >= THRESHOLD ? t('releaseToRefresh') : t('pullToRefresh');
  return (
    <div
      onTouchStart={(e) => {
        start.current = window.scrollY <= 0 && !busy ? (e.touches[0]?.clientY ?? null) : null;
      }}
      onTouchMove={(e) => {
        if (start.current === null) return;
        const dy = (e.touches[0]?.clientY ?? 0) - start.current;
        setPull(dy > 0 ? Math.min(dy * 0.5, THRESHOLD * 1.5) : 0);
      }}
      onTouchEnd={() => {
        start.current = null;
        if (pull >= THRESHOLD) {
          setBusy(true);
          void onRefresh().finally(() => {
            setBusy(false);
            setPull(0);
          });
        } else setPull(0);
      }}
    >
      <div className={styles.ptr} style={{ height: busy ? 40 : pull }} aria-live="polite">
        {(pull > 8 || busy) && label}
      </div>
      {children}
    </div>
  );
}
