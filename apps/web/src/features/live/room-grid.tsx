// A grid of live rooms with its loading, empty and error states and the infinite list's sentinel.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../components/states';
import { RoomCard } from './room-card';
import type { LiveRoom } from './types';
import styles from './live.module.css';

interface Props {
  rooms: LiveRoom[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  emptyText?: string;
}

/** Skeleton tiles while the first page loads. */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('live');
  return (
    <div className={styles.grid} role="status" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

/** Live rooms, two per row, loading the next page when the end scrolls into view. */
export function RoomGrid({
  rooms,
  isLoading,
  isError,
  onRetry,
  hasMore,
  loadingMore,
  onMore,
  emptyText,
}: Props) {
  const { t } = useTranslation('live');
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || !onMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, onMore]);
  if (isLoading) return <GridSkeleton />;
  if (isError && !rooms) return <ErrorState onRetry={onRetry} />;
  if (!rooms || rooms.length === 0) return <EmptyState text={emptyText ?? t('noLives')} />;
  return (
    <>
      <div className={styles.grid} data-testid="room-grid">
        {rooms.map((r) => (
          <RoomCard key={r.liveid} room={r} />
        ))}
      </div>
      {hasMore ? (
        <div ref={sentinel} className={styles.more}>
          {loadingMore ? t('loadingMore') : ''}
        </div>
      ) : (
        <div className={styles.more}>{t('noMore')}</div>
      )}
    </>
  );
}
