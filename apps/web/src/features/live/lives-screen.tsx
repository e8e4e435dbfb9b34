// /live/lives: everything live now, with a tab for the shows (rooms streaming no match); pull to refresh and
// an infinite list.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { PullToRefresh } from '../score/pull-to-refresh';
import { useLiveRooms, useLiveShows } from './queries';
import { RoomGrid } from './room-grid';
import styles from './live.module.css';

/** The /live/lives screen. */
export function LivesScreen() {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  const shows = params.get('tab') === 'shows';
  const all = useLiveRooms('');
  const showList = useLiveShows();
  const q = shows ? showList : all;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  const onMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <div className={styles.page} data-testid="lives-screen">
      <BackHeader title={t('livesTitle')} />
      <nav className={styles.categories} role="tablist">
        {(['all', 'shows'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={(k === 'shows') === shows}
            className={`${styles.category} ${(k === 'shows') === shows ? styles.categoryOn : ''}`}
            onClick={() => setParams(k === 'shows' ? { tab: 'shows' } : {}, { replace: true })}
          >
            {t(`livesTab.${k}`)}
          </button>
        ))}
      </nav>
      <PullToRefresh onRefresh={() => q.refetch()}>
        <RoomGrid
          rooms={q.data?.pages.flatMap((p) => p?.list ?? [])}
          isLoading={q.isLoading}
          isError={q.isError}
          onRetry={() => void q.refetch()}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onMore={onMore}
          emptyText={shows ? t('noShows') : t('noLives')}
        />
      </PullToRefresh>
    </div>
  );
}
