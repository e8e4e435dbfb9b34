// /live: the live home. Banners, the categories with their live counts, and a grid of live rooms (covers,
// viewers, the match) that refreshes on a pull and loads the next page at the end. Partner sites land here.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../data/queries/user';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import { PullToRefresh } from '../score/pull-to-refresh';
import { bannersFor } from './banner-audience';
import { Banners } from './banners';
import { useBanners, useLiveCategories, useLiveRooms } from './queries';
import { RoomGrid } from './room-grid';
import styles from './live.module.css';

/** The /live screen. */
export function LiveHomeScreen() {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const user = useAppStore((s) => s.user);
  // Keeps is_anchor fresh (the go-live entry shows for anchors).
  useUserInfo();
  const siteName = useAppStore((s) => s.site?.name);
  const banners = useBanners();
  const categories = useLiveCategories();
  const rooms = useLiveRooms(category);
  const list = rooms.data?.pages.flatMap((p) => p?.list ?? []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rooms;
  const onMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const refresh = () => Promise.all([rooms.refetch(), categories.refetch(), banners.refetch()]);

  return (
    <div className={styles.page} data-testid="live-home">
      <header className={styles.header}>
        <h1 className={styles.brand}>{siteName || t('title')}</h1>
        <nav className={styles.headerLinks}>
          <Link to="/anchor-list" data-testid="to-anchors">
            {t('anchors')}
          </Link>
          {isLoggedIn(user) && user.is_anchor === 1 && (
            <Link to="/go-live" className={styles.goLiveLink} data-testid="to-go-live">
              <i className={styles.dot} />
              {t('goLive.open')}
            </Link>
          )}
        </nav>
      </header>
      <PullToRefresh onRefresh={refresh}>
        {banners.data && <Banners banners={bannersFor(banners.data, isLoggedIn(user))} />}
        <nav className={styles.categories} role="tablist" data-testid="categories">
          {(categories.data ?? []).map((c) => {
            const value = c.code === 'hot' ? '' : c.code;
            const on = value === category;
            return (
              <button
                key={c.id}
                type="button"
                role="tab"
                aria-selected={on}
                className={`${styles.category} ${on ? styles.categoryOn : ''}`}
                onClick={() => setParams(value ? { category: value } : {}, { replace: true })}
                data-category={c.code}
              >
                {t(`category.${c.code}`, { defaultValue: c.name })}
                {c.live_count > 0 && <span className={styles.count}>{c.live_count}</span>}
              </button>
            );
          })}
          <Link to="/live/lives" className={styles.allLink}>
            {t('allLives')}
          </Link>
        </nav>
        <RoomGrid
          rooms={list}
          isLoading={rooms.isLoading}
          isError={rooms.isError}
          onRetry={() => void rooms.refetch()}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onMore={onMore}
        />
      </PullToRefresh>
    </div>
  );
}
