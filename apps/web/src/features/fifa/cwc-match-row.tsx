// One Club World Cup result line: flags, names, score (with extra time and penalties), linking to the clubs.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clubName } from './cwc-names';
import { Crest } from '../../components/crest';
import type { CwcMatch } from './cwc';
import styles from './fifa.module.css';

/** A result line. */
export function CwcMatchRow({ m, highlight }: { m: CwcMatch; highlight?: string }) {
  const { t, i18n } = useTranslation('fifa');
  const side = (team: CwcMatch['home'], won: boolean) => (
    <Link
      to={`/fifa-team/${team.id}`}
      className={`${styles.mTeam} ${won ? styles.win : ''} ${highlight === team.id ? styles.me : ''}`}
    >
      <Crest name={team.name} size={18} />
      <span className={styles.mName}>{clubName(team, i18n.language)}</span>
    </Link>
  );
  return (
    <div className={styles.mRow} data-testid="cwc-match">
      <div className={styles.mDate}>
        {m.date.slice(5)} {m.time}
      </div>
      {side(m.home, m.winner === 1)}
      <div className={styles.mScore}>
        {m.score ? `${m.score[0]} - ${m.score[1]}` : '-'}
        {(m.extraTime || m.pen) && (
          <small>
            {m.extraTime ? t('aet') : ''} {m.pen ? t('pens', { h: m.pen[0], a: m.pen[1] }) : ''}
          </small>
        )}
      </div>
      {side(m.away, m.winner === 2)}
    </div>
  );
}
