// The anchor card under the player: avatar, name and level, viewers and fans, follow, share.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { FollowButton } from './follow-button';
import type { AnchorInfo } from './types';
import styles from './live.module.css';

/** The anchor of a room with follow and share. */
export function AnchorCard({
  anchor,
  viewers,
  onShare,
}: {
  anchor: AnchorInfo;
  viewers: number | null;
  onShare: () => void;
}) {
  const { t, i18n } = useTranslation('live');
  return (
    <section className={styles.anchorCard} data-testid="anchor-card">
      <Link to={`/user-center/anchor/${anchor.anchorid}`} className={styles.anchorMain}>
        <Avatar src={anchor.avatar} name={anchor.nick_name} id={anchor.anchorid} size={44} />
        <span className={styles.anchorText}>
          <span className={styles.anchorName}>
            {anchor.nick_name}
            <span className={styles.level}>Lv{anchor.anchor_level}</span>
          </span>
          <span className={styles.anchorSub}>
            {viewers !== null && (
              <span data-testid="viewer-count">
                {t('viewers', { count: formatCount(viewers, i18n.language) })} ·{' '}
              </span>
            )}
            <span data-testid="fans-count">
              {t('fans', { count: formatCount(anchor.fans_count, i18n.language) })}
            </span>
          </span>
        </span>
      </Link>
      <FollowButton anchorId={anchor.anchorid} followed={anchor.attented === 1} />
      <button
        type="button"
        className={styles.shareBtn}
        onClick={onShare}
        aria-label={t('share')}
        data-testid="share"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
          <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </section>
  );
}
