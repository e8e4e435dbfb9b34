// The rank tab (basketball): the season's league table with both clubs highlighted.
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMatchRank } from './queries';
import { sportsKeys } from '../../data/queries/matches';
import type { Match } from '../../data/sports/types';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { TabProps } from './tab-props';
import { StandingsTable } from './standings-table';
import styles from './match-detail.module.css';

/** The rank tab. */
export default function RankTab({ sportId, matchId }: TabProps) {
  const { t } = useTranslation('matchDetail');
  const q = useMatchRank(sportId, matchId);
  const match = useQueryClient().getQueryData<Match>(sportsKeys.match(matchId));
  if (q.isLoading) return <LoadingRows rows={6} />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  if (q.data.list.length === 0) return <EmptyState />;
  return (
    <section className={styles.card} data-testid="rank-tab">
      <h3 className={styles.cardTitle}>
        {t('table.title')} {q.data.season_name}
      </h3>
      <StandingsTable
        rows={q.data.list}
        sportId={sportId}
        highlight={[q.data.home_id, q.data.away_id]}
        competitionId={match?.competition_id}
      />
    </section>
  );
}
