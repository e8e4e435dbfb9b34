// One live room in a grid: the stream's thumbnail, the live badge and the room's heat (the larger of the stream's
// viewers and the people in its chat, as the API serves it), the title, the anchor and, for a match, its teams
// and score.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { useDisplayName } from '../../data/sports/names';
import type { LiveRoom } from './types';
import styles from './live.module.css';

/** The match line of a room: "Home 1-2 Away". */
export function MatchLine({ room }: { room: LiveRoom }) {
  const name = useDisplayName();
  const m = room.match;
  if (!m) return null;
  return (
    <span className={styles.matchLine} data-testid="room-match">
      {name(m.hometeam, true)} <b>{`${m.home_score}-${m.away_score}`}</b> {name(m.awayteam, true)}
    </span>
  );
}

/** A room tile that opens /live-detail/<anchor>. */
export function RoomCard({ room }: { room: LiveRoom }) {
  const { t, i18n } = useTranslation('live');
  const [broken, setBroken] = useState(false);
  return (
    <Link
      to={`/live-detail/${room.anchorid}`}
      className={styles.card}
      data-testid="room-card"
      data-liveid={room.liveid}
    >
      <div className={styles.cover}>
        {room.cover && !broken ? (
          <img src={room.cover} alt="" loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <div className={styles.coverFallback} aria-hidden>
            {room.nick_name.slice(0, 1)}
          </div>
        )}
        {room.live_status === 1 ? (
          <span className={styles.badgeLive}>
            <i className={styles.dot} />
            {t('live')}
          </span>
        ) : (
          <span className={styles.badgeAway}>{t(room.live_status === 2 ? 'away' : 'offline')}</span>
        )}
        <span className={styles.viewers} data-testid="room-viewers" data-heat={room.heat}>
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden>
            <path
              d="M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 110-8 4 4 0 010 8z"
              fill="currentColor"
            />
          </svg>
          {formatCount(room.heat, i18n.language)}
        </span>
        <MatchLine room={room} />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>{room.title}</p>
        <p className={styles.cardAnchor}>
          <Avatar src={room.avatar} name={room.nick_name} id={room.anchorid} size={18} />
          <span>{room.nick_name}</span>
        </p>
      </div>
    </Link>
  );
}
