// The top of a match detail page: competition, both teams with big crests, the score and the live clock on a
// pitch-green (football) or court-orange (basketball) background.
import { deriveMatch, hasStarted, matchPhase } from '@tifo/sports';
import { useTranslation } from 'react-i18next';
import { Crest } from '../../components/crest';
import { useDisplayName } from '../../data/sports/names';
import { engineNow } from '../../data/sports/server-clock';
import type { Match } from '../../data/sports/types';
import { MatchStatus } from '../score/match-status';
import styles from './match-detail.module.css';

/** The match header. */
export function MatchHero({ match }: { match: Match }) {
  const { t } = useTranslation('sportsData');
  const name = useDisplayName();
  const d = deriveMatch(match, engineNow());
  const weekdays = t('weekday', { returnObjects: true }) as string[];
  const started = hasStarted(match.sport_id, match.status);
  const live = ['live', 'break'].includes(matchPhase(match));
  return (
    <section
      className={`${styles.hero} ${match.sport_id === 2 ? styles.heroBasket : ''}`}
      data-testid="match-hero"
    >
      <div className={styles.heroEvent}>
        {name(match.matchevent)} {match.round ? `· ${match.round}` : ''}
      </div>
      <div className={styles.heroTeams}>
        <div className={styles.heroTeam}>
          <Crest name={name(match.hometeam)} logo={match.hometeam.logo} size={52} />
          <span>{name(match.hometeam, true)}</span>
        </div>
        <div className={styles.heroCenter}>
          {started ? (
            <div
              className={`${styles.heroScore} ${live ? styles.heroScoreLive : ''}`}
              data-testid="hero-score"
            >
              {match.home_score} <span>-</span> {match.away_score}
            </div>
          ) : (
            <div className={styles.heroTime}>{d.shortTime}</div>
          )}
          <div className={styles.heroStatus}>
            <MatchStatus match={match} />
          </div>
          <div className={styles.heroDate}>
            {d.date} {weekdays[d.weekday]}
          </div>
        </div>
        <div className={styles.heroTeam}>
          <Crest name={name(match.awayteam)} logo={match.awayteam.logo} size={52} />
          <span>{name(match.awayteam, true)}</span>
        </div>
      </div>
    </section>
  );
}
