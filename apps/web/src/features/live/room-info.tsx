// The room's title, state, notice, the online count (when the page passes it) and, for a match, a card that opens
// the match detail.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Crest } from '../../components/crest';
import { useDisplayName } from '../../data/sports/names';
import { detailPath } from '../../data/sports/paths';
import type { LiveRoom } from './types';
import styles from './live.module.css';

/** Title, state and match of a room; `online` is drawn at the end of the title line. */
export function RoomInfo({ room, online }: { room: LiveRoom; online?: ReactNode }) {
  const { t } = useTranslation('live');
  const name = useDisplayName();
  const m = room.match;
  return (
    <section className={styles.section} data-testid="room-info">
      <p className={styles.roomTitle}>
        <span
          className={room.live_status === 1 ? styles.pill : styles.pillOff}
          data-testid="room-state"
          data-state={room.state}
        >
          {t(room.live_status === 1 ? 'live' : room.live_status === 2 ? 'away' : 'offline')}
        </span>
        <span className={styles.roomTitleText}>{room.title}</span>
        {online}
      </p>
      {room.notice && <p className={styles.notice}>{room.notice}</p>}
      {m && (
        <Link to={detailPath(m)} className={styles.matchCard} data-testid="room-match-card">
          <span className={styles.team}>
            <Crest name={name(m.hometeam)} logo={m.hometeam.logo} size={28} />
            <span>{name(m.hometeam, true)}</span>
          </span>
          <span className={styles.score}>
            <b>{`${m.home_score} - ${m.away_score}`}</b>
            <small>{name(m.matchevent, true)}</small>
          </span>
          <span className={styles.team}>
            <Crest name={name(m.awayteam)} logo={m.awayteam.logo} size={28} />
            <span>{name(m.awayteam, true)}</span>
          </span>
        </Link>
      )}
    </section>
  );
}
