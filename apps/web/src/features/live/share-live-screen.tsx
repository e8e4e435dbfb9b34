// /share/live/:id (the anchor's id): the page a shared link opens, often inside a chat app's browser. No app
// chrome: the site's name, the player for guests (same pre-roll and watch limit as the room), the anchor and
// the title, and "open in app". The link previews (Open Graph) are written into the HTML by the API
// (apps/api modules/live/share-meta.ts), because crawlers do not run the app.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { useAppStore } from '../../store/app-store';
import { ErrorState, LoadingRows } from '../../components/states';
import { openInApp } from './open-in-app';
import { useLivePage } from './queries';
import { RoomInfo } from './room-info';
import { RoomStage } from './room-stage';
import styles from './live.module.css';

/** The share page of a live room. */
export function ShareLiveScreen() {
  const { t, i18n } = useTranslation('live');
  const anchorId = Number(useParams().id);
  const site = useAppStore((s) => s.site);
  const page = useLivePage(anchorId);
  const data = page.data;
  return (
    <div className={styles.page} data-testid="share-live">
      <header className={styles.shareBar}>
        {site?.logo && <img src={site.logo} alt="" className={styles.shareLogo} />}
        <span className={styles.shareName}>{site?.name || t('title')}</span>
        <button
          type="button"
          className={styles.openApp}
          onClick={() => openInApp(anchorId, site?.brand)}
          data-testid="open-in-app"
        >
          {t('openInApp')}
        </button>
      </header>
      {page.isLoading ? (
        <LoadingRows rows={3} />
      ) : !data ? (
        <ErrorState onRetry={() => void page.refetch()} />
      ) : (
        <>
          <RoomStage data={data} />
          <section className={styles.anchorCard}>
            <span className={styles.anchorMain}>
              <Avatar
                src={data.anchor.avatar}
                name={data.anchor.nick_name}
                id={data.anchor.anchorid}
                size={44}
              />
              <span className={styles.anchorText}>
                <span className={styles.anchorName}>{data.anchor.nick_name}</span>
                <span className={styles.anchorSub}>
                  {data.room && data.room.state !== 'offline'
                    ? t('viewers', { count: formatCount(data.room.viewers, i18n.language) })
                    : t('fans', { count: formatCount(data.anchor.fans_count, i18n.language) })}
                </span>
              </span>
            </span>
          </section>
          {data.room && <RoomInfo room={data.room} />}
          <div className={styles.section}>
            <button
              type="button"
              className={styles.openAppWide}
              onClick={() => openInApp(anchorId, site?.brand)}
            >
              {t('openInAppLong')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
