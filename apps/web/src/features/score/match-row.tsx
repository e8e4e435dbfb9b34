// One match card of the score lists: competition and kickoff, the two teams with crests, the score, the
// status or ticking clock, and the follow star. Tapping the card opens the match detail.
import { deriveMatch, hasStarted, isoDate, matchPhase } from '@tifo/sports';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Crest } from '../../components/crest';
import { useDisplayName } from '../../data/sports/names';
import { engineNow } from '../../data/sports/server-clock';
import type { Match } from '../../data/sports/types';
import { detailPath } from '../../data/sports/paths';
import { FollowStar } from './follow-star';
import { MatchStatus } from './match-status';
import styles from './match-row.module.css';

interface Props {
  match: Match;
  followed: boolean;
  followBusy?: boolean;
  /** Without it the card shows no star (places where following is not offered). */
  onToggleFollow?: (match: Match) => void;
  /** Briefly highlight the score after a change. */
  flash?: boolean;
}

function MatchRowInner({ match, followed, followBusy, onToggleFollow, flash }: Props) {
  const { t } = useTranslation('sportsData');
  const name = useDisplayName();
  const phase = matchPhase(match);
  const started = hasStarted(match.sport_id, match.status);
  const d = deriveMatch(match, engineNow());
  const live = phase === 'live' || phase === 'break';
  const half =
    match.sport_id === 1 && started && match.home_half_score != null && match.away_half_score != null
      ? `${t('half')} ${match.home_half_score}-${match.away_half_score}`
      : '';
  return (
    <Link
      to={detailPath(match)}
      className={`${styles.card} ${live ? styles.cardLive : ''}`}
      data-testid="match-row"
      data-match-id={match.id}
      data-status={match.status}
      data-sport={match.sport_id}
    >
      <div className={styles.meta}>
        <span className={styles.event}>
          <span className={styles.sportDot} data-sport={match.sport_id} />
          {name(match.matchevent, true)}
        </span>
        <span className={styles.time}>
          {d.date === isoDate(engineNow()) ? d.shortTime : `${d.shortDate} ${d.shortTime}`}
        </span>
        <span className={styles.status}>
          <MatchStatus match={match} />
        </span>
        {match.live ? <span className={styles.liveTag}>{t('live')}</span> : null}
        {onToggleFollow && (
          <FollowStar on={followed} busy={followBusy} onToggle={() => onToggleFollow(match)} />
        )}
      </div>
      <div className={styles.teams}>
        <div className={styles.team}>
          <Crest name={name(match.hometeam)} logo={match.hometeam.logo} />
          <span className={styles.teamName}>{name(match.hometeam, true)}</span>
          {match.home_red ? <span className={styles.red}>{match.home_red}</span> : null}
        </div>
        <div className={`${styles.score} ${live ? styles.scoreLive : ''} ${flash ? styles.flash : ''}`}>
          {started ? (
            <span data-testid="match-score">
              {match.home_score} - {match.away_score}
            </span>
          ) : (
            <span className={styles.vs}>{t('vs')}</span>
          )}
          {half && <small className={styles.half}>{half}</small>}
        </div>
        <div className={`${styles.team} ${styles.away}`}>
          {match.away_red ? <span className={styles.red}>{match.away_red}</span> : null}
          <span className={styles.teamName}>{name(match.awayteam, true)}</span>
          <Crest name={name(match.awayteam)} logo={match.awayteam.logo} />
        </div>
      </div>
    </Link>
  );
}

/** A match card; re-renders only when the match or its follow state changes (the clock ticks inside). */
export const MatchRow = memo(MatchRowInner);
