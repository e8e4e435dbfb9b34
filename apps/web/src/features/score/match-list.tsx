// The list body shared by the score, collected and search screens: states, incremental rendering, follow
// toggles and score flashes.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { Match } from '../../data/sports/types';
import { useFollowedMatches, useToggleFollow } from '../../data/queries/matches';
import { MatchRow } from './match-row';
import { useIncremental } from './use-incremental';
import { useScoreChanges } from './use-score-changes';
import { useLoginGate } from './use-login-gate';
import styles from './score.module.css';

interface Props {
  matches: Match[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  resetKey: string;
  emptyText?: string;
}

/** A list of match cards with its loading, empty and error states. */
export function MatchList({ matches, isLoading, isError, onRetry, resetKey, emptyText }: Props) {
  const { t } = useTranslation('score');
  const followed = useFollowedMatches();
  const { toggle, pendingId } = useToggleFollow();
  const gate = useLoginGate();
  const flash = useScoreChanges(matches);
  const followedIds = new Set((followed.data ?? []).map((m) => m.id));
  const { count, sentinel, more } = useIncremental(matches?.length ?? 0, resetKey);
  const onToggle = useCallback(
    (match: Match) => {
      if (!gate()) return;
      const isOn = followedIds.has(match.id) || match.attented === 1;
      void toggle(match, !isOn);
    },
    // followedIds is rebuilt every render; the data it comes from is the real dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [followed.data, gate, toggle],
  );
  if (isLoading) return <LoadingRows />;
  if (isError && !matches) return <ErrorState onRetry={onRetry} />;
  if (!matches || matches.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div className={styles.list} data-testid="match-list">
      {matches.slice(0, count).map((m) => (
        <MatchRow
          key={m.id}
          match={m}
          followed={followedIds.has(m.id) || (m.attented === 1 && !followed.data)}
          followBusy={pendingId === m.id}
          onToggleFollow={onToggle}
          flash={flash.has(m.id)}
        />
      ))}
      {more && (
        <div ref={sentinel} className={styles.more}>
          {t('loadingMore')}
        </div>
      )}
    </div>
  );
}
