// /user-center/anchor/:uid? : an anchor's page. The profile head with fans and follow, the live now (or the
// room's state), and past lives. Without a uid it shows the viewer's own page.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import { BackHeader } from '../../components/back-header';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import { FollowButton } from './follow-button';
import { PastLives } from './past-lives';
import { useLivePage } from './queries';
import { RoomCard } from './room-card';
import styles from './live.module.css';

/** The anchor page screen. */
export function AnchorPageScreen() {
  const { t, i18n } = useTranslation('live');
  const me = useAppStore((s) => (isLoggedIn(s.user) ? Number(s.user.id) : 0));
  const uid = Number(useParams().uid) || me;
  const page = useLivePage(uid);
  const data = page.data;
  return (
    <div className={styles.page} data-testid="anchor-page">
      <BackHeader title={data?.anchor.nick_name || t('anchorPage')} />
      {!uid ? (
        <EmptyState text={t('noAnchor')} />
      ) : page.isLoading ? (
        <LoadingRows rows={3} />
      ) : !data ? (
        <ErrorState onRetry={() => void page.refetch()} />
      ) : (
        <>
          <section className={styles.profile}>
            <Avatar
              src={data.anchor.avatar}
              name={data.anchor.nick_name}
              id={data.anchor.anchorid}
              size={64}
            />
            <div className={styles.profileText}>
              <h2>
                {data.anchor.nick_name}
                <span className={styles.level}>Lv{data.anchor.anchor_level}</span>
              </h2>
              <p>{data.anchor.signature || t('noSignature')}</p>
              <p className={styles.profileStats}>
                <b data-testid="fans-count">{formatCount(data.anchor.fans_count, i18n.language)}</b>{' '}
                {t('fansLabel')}
                <b>{data.past_lives.length}</b> {t('pastLivesLabel')}
              </p>
            </div>
            <FollowButton anchorId={data.anchor.anchorid} followed={data.anchor.attented === 1} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('liveNow')}</h2>
            {data.room && data.room.state !== 'offline' ? (
              <div className={styles.grid}>
                <RoomCard room={data.room} />
              </div>
            ) : (
              <EmptyState compact text={t('notLive')} />
            )}
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('pastLives')}</h2>
            <PastLives lives={data.past_lives} />
          </section>
        </>
      )}
    </div>
  );
}
