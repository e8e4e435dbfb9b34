// The fixtures of one round (football) or date (basketball) with a round stepper; the match cards are the
// score list's, so clocks tick and stars work here too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchList } from '../score/match-list';
import { useEventMatches } from './queries';
import styles from './database.module.css';

/** Fixtures by round. */
export function FixturesTab({ id, seasonId }: { id: number; seasonId?: number }) {
  const { t } = useTranslation('database');
  const [round, setRound] = useState<string | undefined>(undefined);
  const q = useEventMatches(id, seasonId, round);
  const rounds = q.data?.rounds ?? [];
  const i = q.data ? rounds.indexOf(q.data.round) : -1;
  return (
    <div data-testid="fixtures-tab">
      {q.data && (
        <div className={styles.stepper}>
          <button
            type="button"
            disabled={i <= 0}
            onClick={() => setRound(rounds[i - 1])}
            aria-label={t('prev')}
          >
            ‹
          </button>
          <select value={q.data.round} onChange={(e) => setRound(e.target.value)} aria-label={t('round')}>
            {rounds.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={i < 0 || i >= rounds.length - 1}
            onClick={() => setRound(rounds[i + 1])}
            aria-label={t('next')}
          >
            ›
          </button>
        </div>
      )}
      <MatchList
        matches={q.data?.list}
        isLoading={q.isLoading}
        isError={q.isError}
        onRetry={() => void q.refetch()}
        resetKey={`${id}-${seasonId}-${q.data?.round}`}
      />
    </div>
  );
}
