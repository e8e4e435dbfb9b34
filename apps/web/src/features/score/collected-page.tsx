// /score/collected: the matches the user follows, live ones first.
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import { useFollowedMatches } from '../../data/queries/matches';
import { BackHeader } from '../../components/back-header';
import { EmptyState } from '../../components/states';
import { MatchList } from './match-list';
import { sortForList } from './score-page';
import { useLoginGate } from './use-login-gate';
import styles from './score.module.css';

/** The followed matches screen. */
export default function CollectedPage() {
  const { t } = useTranslation('score');
  const loggedIn = useAppStore((s) => isLoggedIn(s.user));
  const gate = useLoginGate();
  const query = useFollowedMatches();
  return (
    <div className={styles.page} data-testid="collected-page">
      <BackHeader title={t('collected')} />
      {!loggedIn ? (
        <div className={styles.center}>
          <EmptyState text={t('loginToFollow')} />
          <button type="button" className={styles.primaryBtn} onClick={() => gate()}>
            {t('login')}
          </button>
        </div>
      ) : (
        <MatchList
          matches={query.data ? sortForList(query.data) : undefined}
          isLoading={query.isLoading}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          resetKey="collected"
          emptyText={t('noFollowed')}
        />
      )}
    </div>
  );
}
