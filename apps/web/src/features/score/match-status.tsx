// The status cell of a match: a ticking clock while live, the kickoff time or "live soon" while waiting,
// the final label when finished. Clocks come from @tifo/sports so the list and the detail page agree.
import { deriveMatch, matchClock, matchPhase, statusKey } from '@tifo/sports';
import { useTranslation } from 'react-i18next';
import { useNow } from '../sports-data/use-now';
import type { Match } from '../sports-data/types';
import styles from './match-row.module.css';

/** Live clock or status label of a match. */
export function MatchStatus({ match }: { match: Match }) {
  const { t } = useTranslation('sportsData');
  const now = useNow();
  const phase = matchPhase(match);
  const label = t(statusKey(match));
  if (phase === 'live' || phase === 'break') {
    const clock = matchClock(match, now);
    if (match.sport_id === 1) {
      return (
        <span className={styles.live} data-testid="match-clock">
          {phase === 'live' ? clock.replace(/'$/, '') : label}
          {phase === 'live' && <i className={styles.blink}>'</i>}
        </span>
      );
    }
    return (
      <span className={styles.live} data-testid="match-clock">
        {label}
        {phase === 'live' && <span className={styles.sub}> {clock.split(' ')[1]}</span>}
      </span>
    );
  }
  if (phase === 'waiting') {
    const d = deriveMatch(match, now);
    if (d.liveSoon) {
      return (
        <span className={styles.soon} data-testid="live-soon">
          {t('liveSoon')} · {t('startsIn', { n: d.waitingMinutes })}
        </span>
      );
    }
    return <span className={styles.muted}>{label}</span>;
  }
  return <span className={phase === 'finished' ? styles.done : styles.muted}>{label}</span>;
}
