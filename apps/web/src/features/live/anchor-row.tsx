// One anchor in a list: avatar with a live ring, name, what they stream now or their fans, follow.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { FollowButton } from './follow-button';
import type { AnchorCardData } from './types';
import styles from './live.module.css';

/** An anchor row linking to the anchor's page (or the live room while live). */
export function AnchorRow({ anchor }: { anchor: AnchorCardData }) {
  const { t, i18n } = useTranslation('live');
  const live = anchor.live_status === 1;
  return (
    <div className={styles.anchorRow} data-testid="anchor-row">
      <Link
        to={live ? `/live-detail/${anchor.anchorid}` : `/user-center/anchor/${anchor.anchorid}`}
        className={styles.anchorMain}
      >
        <span className={live ? styles.avatarLive : styles.avatarPlain}>
          <Avatar src={anchor.avatar} name={anchor.nick_name} id={anchor.anchorid} size={46} />
        </span>
        <span className={styles.anchorText}>
          <span className={styles.anchorName}>
            {anchor.nick_name}
            {live && <span className={styles.pill}>{t('live')}</span>}
          </span>
          <span className={styles.anchorSub}>
            {live
              ? `${anchor.title} · ${t('viewers', { count: formatCount(anchor.heat, i18n.language) })}`
              : t('fans', { count: formatCount(anchor.fans_count, i18n.language) })}
          </span>
        </span>
      </Link>
      <FollowButton anchorId={anchor.anchorid} followed={anchor.attented === 1} />
    </div>
  );
}
