// The lineup card of a Club World Cup club. The tournament data has no squads, so the card shows, and says it
// shows, the club's players in the 2026 World Cup squads: on a pitch by position, then as a list.
import { useTranslation } from 'react-i18next';
import { flagUrl } from '../../data/sports/flags';
import { nationName } from '../../data/sports/nation-name';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { CwcTeam } from './cwc';
import { POSITIONS, byPosition, type ClubPlayer } from './cwc-squads';
import { LineupPitch } from './lineup-pitch';
import { useClubSquad } from './use-club-squad';
import fifa from './fifa.module.css';
import styles from './lineup.module.css';

function PlayerList({ players }: { players: readonly ClubPlayer[] }) {
  const { t, i18n } = useTranslation('fifa');
  const groups = byPosition(players);
  return (
    <>
      {POSITIONS.filter((pos) => groups[pos].length > 0).map((pos) => (
        <section key={pos} className={styles.group}>
          <h4 className={styles.groupHead}>
            <span className={`${styles.tag} ${styles[pos]}`}>{pos}</span>
            {t(`lineup.pos.${pos}`)}
            <small>{groups[pos].length}</small>
          </h4>
          <ul className={styles.list}>
            {groups[pos].map((p) => (
              <li key={`${p.nation.fifaCode}-${p.number}`} className={styles.row} data-testid="squad-player">
                <span className={styles.num}>{p.number}</span>
                <span className={styles.who}>
                  <b>{p.name}</b>
                  <small>{t('lineup.age', { n: p.age })}</small>
                </span>
                <span className={styles.nation} title={p.nation.fifaCode}>
                  <img className={styles.flag} src={flagUrl(p.nation.flagCode)} alt="" loading="lazy" />
                  {nationName({ name: p.nation.name, flag_code: p.nation.flagCode }, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The club's players in the 2026 World Cup squads, loaded on first show. */
export function LineupCard({ team }: { team: CwcTeam }) {
  const { t } = useTranslation('fifa');
  const { players, isError, retry } = useClubSquad(team);
  return (
    <section className={fifa.card} data-testid="fifa-lineup">
      <h3 className={fifa.cardTitle}>
        {t('lineup.title')}
        {players && players.length > 0 && (
          <small className={styles.count}>{t('lineup.count', { count: players.length })}</small>
        )}
      </h3>
      <p className={fifa.muted}>{t('lineup.caption')}</p>
      {isError ? (
        <ErrorState onRetry={retry} />
      ) : !players ? (
        <LoadingRows rows={4} />
      ) : players.length === 0 ? (
        <EmptyState compact text={t('lineup.empty')} />
      ) : (
        <>
          <LineupPitch players={players} />
          <PlayerList players={players} />
          <p className={`${fifa.muted} ${styles.note}`}>{t('lineup.note')}</p>
        </>
      )}
    </section>
  );
}
