// The status cell of a match: a ticking clock while live, the kickoff time or "live soon" while waiting,
// the final label when finished. Clocks come from @tifo/sports so the list and the detail page agree.
// Only the parts that change with time subscribe to the shared ticker, each to the text it shows: a finished
// or far-off match never re-renders on a tick, a football clock once a minute, a running basketball clock
// once a second.
import {
  LIVE_SOON_MAX,
  LIVE_SOON_MIN,
  matchClock,
  matchPhase,
  statusKey,
  waitingMinutes,
} from '@tifo/sports';
import { useTranslation } from 'react-i18next';
import { useTicking } from '../../data/sports/use-now';
import type { Match } from '../../data/sports/types';
import styles from './match-row.module.css';

/** A live football minute, e.g. 67 followed by a blinking apostrophe. */
function FootballMinute({ match }: { match: Match }) {
  const clock = useTicking((now) => matchClock(match, now));
  return (
    <>
      {clock.replace(/'$/, '')}
      <i className={styles.blink}>'</i>
    </>
  );
}

/** The time left in a running basketball period, e.g. " 7:05" (nothing during breaks). */
function BasketballRemaining({ match }: { match: Match }) {
  const remaining = useTicking((now) => matchClock(match, now).split(' ')[1] ?? null);
  return remaining ? <span className={styles.sub}> {remaining}</span> : null;
}

/** "Live soon · in N min" for a match starting within the live-soon window; the plain label otherwise. */
function WaitingLabel({ match, label }: { match: Match; label: string }) {
  const { t } = useTranslation('sportsData');
  // Outside the window the label does not depend on the minutes: derive 0 so the cell renders only on entry.
  const minutes = useTicking((now) => {
    const w = waitingMinutes(match, now);
    return w >= LIVE_SOON_MIN && w <= LIVE_SOON_MAX ? w : 0;
  });
  if (minutes === 0) return <span className={styles.muted}>{label}</span>;
  return (
    <span className={styles.soon} data-testid="live-soon">
      {t('liveSoon')} · {t('startsIn', { n: minutes })}
    </span>
  );
}

/** Live clock or status label of a match. */
export function MatchStatus({ match }: { match: Match }) {
  const { t } = useTranslation('sportsData');
  const phase = matchPhase(match);
  const label = t(statusKey(match));
  if (phase === 'live' || phase === 'break') {
    return (
      <span className={styles.live} data-testid="match-clock">
        {match.sport_id === 1 ? (
          phase === 'live' ? (
            <FootballMinute match={match} />
          ) : (
            label
          )
        ) : (
          <>
            {label}
            {phase === 'live' && <BasketballRemaining match={match} />}
          </>
        )}
      </span>
    );
  }
  if (phase === 'waiting') return <WaitingLabel match={match} label={label} />;
  return <span className={phase === 'finished' ? styles.done : styles.muted}>{label}</span>;
}
