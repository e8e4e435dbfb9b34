// The club's World Cup players drawn on a pitch like a formation: forwards at the top, the goalkeepers at the
// bottom, each line one position group in its own band of the pitch (a band stays empty when the club has no
// player there). The file knows only the group, not a player's exact role, so a line is as wide as the group is
// large, wrapping when a club sent many defenders.
import { useTranslation } from 'react-i18next';
import { flagUrl } from '../../data/sports/flags';
import { POSITIONS, byPosition, shortName, type ClubPlayer } from './cwc-squads';
import styles from './lineup.module.css';

/** A pitch with one line of shirts per position group. */
export function LineupPitch({ players }: { players: readonly ClubPlayer[] }) {
  const { t } = useTranslation('fifa');
  const groups = byPosition(players);
  const lines = [...POSITIONS].reverse();
  return (
    <div className={styles.pitch} role="img" aria-label={t('lineup.pitch')}>
      <span className={styles.halfway} aria-hidden />
      <span className={styles.circle} aria-hidden />
      <span className={`${styles.box} ${styles.boxTop}`} aria-hidden />
      <span className={`${styles.box} ${styles.boxBottom}`} aria-hidden />
      {lines.map((pos) => (
        <div key={pos} className={styles.line}>
          {groups[pos].map((p) => (
            <div key={`${p.nation.fifaCode}-${p.number}`} className={styles.chip}>
              <span className={`${styles.shirt} ${styles[pos]}`}>
                {p.number}
                <img className={styles.shirtFlag} src={flagUrl(p.nation.flagCode)} alt={p.nation.name} />
              </span>
              <span className={styles.chipName}>{shortName(p.name)}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
