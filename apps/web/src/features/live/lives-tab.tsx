// The lives tab of match detail (shown when switch_room_anchor is on): the anchors streaming this match now.
import { useTranslation } from 'react-i18next';
import type { TabProps } from '../match-detail/tab-props';
import { EmptyState, ErrorState } from '../../components/states';
import { useMatchAnchors } from './queries';
import { RoomCard } from './room-card';
import { GridSkeleton } from './room-grid';
import styles from './live.module.css';

/** The rooms streaming a match. */
export default function LivesTab({ sportId, matchId }: TabProps) {
  const { t } = useTranslation('live');
  const rooms = useMatchAnchors(sportId, matchId);
  if (rooms.isLoading) return <GridSkeleton count={2} />;
  if (rooms.isError && !rooms.data) return <ErrorState onRetry={() => void rooms.refetch()} />;
  if (!rooms.data?.length) return <EmptyState text={t('noMatchLives')} />;
  return (
    <div className={styles.grid} data-testid="match-lives">
      {rooms.data.map((r) => (
        <RoomCard key={r.liveid} room={r} />
      ))}
    </div>
  );
}
