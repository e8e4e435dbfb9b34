// /live-detail/:id (the anchor's id): the room's player, the anchor card with follow, viewers and share, the
// room's title and match, and other rooms live now. The page polls the room every 5 s, so "the anchor is away"
// (30 s without a stream) and offline show without a reload, and the picture returns by itself.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '../../queries/config';
import { BackHeader } from '../sports-data/back-header';
import { ErrorState, LoadingRows } from '../sports-data/states';
import { AnchorCard } from './anchor-card';
import { useLivePage, useLiveRooms } from './queries';
import { RoomCard } from './room-card';
import { RoomInfo } from './room-info';
import { RoomStage } from './room-stage';
import { liveShareUrl, shareLink } from './share';
import styles from './live.module.css';

/** The live room screen. */
export function LiveDetailScreen() {
  const { t } = useTranslation('live');
  const anchorId = Number(useParams().id);
  const page = useLivePage(anchorId);
  const config = useCommonConfig();
  const others = useLiveRooms('');
  const more = (others.data?.pages[0]?.list ?? []).filter((r) => r.anchorid !== anchorId).slice(0, 4);
  const data = page.data;
  return (
    <div className={styles.page} data-testid="live-detail">
      <BackHeader title={data?.room?.title || data?.anchor.nick_name || t('title')} />
      {page.isLoading ? (
        <LoadingRows rows={3} />
      ) : !data ? (
        <ErrorState onRetry={() => void page.refetch()} />
      ) : (
        <>
          <RoomStage data={data} />
          <AnchorCard
            anchor={data.anchor}
            viewers={data.room && data.room.state !== 'offline' ? data.room.viewers : null}
            onShare={() =>
              void shareLink(
                liveShareUrl(anchorId, config.data?.config),
                data.room?.title || data.anchor.nick_name,
              )
            }
          />
          {data.room && <RoomInfo room={data.room} />}
          {more.length > 0 && (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('moreLives')}</h2>
              <div className={styles.grid}>
                {more.map((r) => (
                  <RoomCard key={r.liveid} room={r} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
