// The match-notification popup (spec section 2: always rendered): when a followed match scores, a card
// slides in at the top with the new score and the scoring side, and disappears after 5 seconds. It watches
// the followed list, which polls every few seconds while any followed match is live.
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BallIcon } from '../../components/icons';
import { Crest } from '../../components/crest';
import { useDisplayName } from '../../data/sports/names';
import { detailPath } from '../../data/sports/paths';
import { useFollowedMatches } from '../../data/queries/matches';
import { useScoreChanges, type ScoreChange } from './use-score-changes';
import styles from './match-notifier.module.css';

const SHOW_MS = 5000;

/** Goal popups for followed matches. Renders nothing for guests. */
export function MatchNotifier() {
  const { t } = useTranslation('score');
  const name = useDisplayName();
  const followed = useFollowedMatches();
  const [shown, setShown] = useState<ScoreChange[]>([]);
  const onChange = useCallback((changes: ScoreChange[]) => {
    setShown((prev) => [...changes, ...prev].slice(0, 3));
    setTimeout(() => setShown((prev) => prev.filter((c) => !changes.includes(c))), SHOW_MS);
  }, []);
  useScoreChanges(followed.data, onChange);
  if (shown.length === 0) return null;
  return (
    <div className={styles.stack} role="status" aria-live="polite">
      {shown.map((c) => {
        const m = c.match;
        const team = c.side === 'home' ? m.hometeam : m.awayteam;
        return (
          <Link
            key={`${m.id}-${c.side}-${c.at}`}
            to={detailPath(m)}
            className={styles.card}
            data-testid="goal-popup"
          >
            <span className={styles.ball} aria-hidden>
              <BallIcon sport={m.sport_id === 2 ? 2 : 1} size={22} />
            </span>
            <div className={styles.body}>
              <div className={styles.head}>
                {t('goal')} <b>{name(team, true)}</b>
              </div>
              <div className={styles.line}>
                <Crest name={name(m.hometeam)} logo={m.hometeam.logo} size={18} />
                <span className={styles.team}>{name(m.hometeam, true)}</span>
                <span className={styles.score}>
                  {m.home_score} - {m.away_score}
                </span>
                <span className={styles.team}>{name(m.awayteam, true)}</span>
                <Crest name={name(m.awayteam)} logo={m.awayteam.logo} size={18} />
              </div>
            </div>
          </Link>
        );
      })}
    </div>
  );
}
