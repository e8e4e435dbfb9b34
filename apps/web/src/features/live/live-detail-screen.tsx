// /live-detail/:id (the anchor's id): the room's player with danmaku, the anchor card with follow, viewers and
// share, the room's chat (when switch_room_chat is on), the room's title and match, and other rooms live now.
// The page polls the room every 5 s, so "the anchor is away" (30 s without a stream) and offline show without a
// reload, and the picture returns by itself.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '../../data/queries/config';
import { switchOn } from '../match-detail/tab-visibility';
import { BackHeader } from '../../components/back-header';
import { ErrorState, LoadingRows } from '../../components/states';
import { AnchorCard } from './anchor-card';
import { OnlineCount } from './members/online-count';
import type { RoomChatParts } from './chat/room-chat-bridge';
import type { PlaybackStatus } from './player/use-live-playback';
import { useLivePage, useLiveRooms } from './queries';
import { RoomCard } from './room-card';
import { RoomInfo } from './room-info';
import { RoomStage } from './room-stage';
import { liveShareUrl, shareLink } from './share';
import type { LivePageData } from './types';
import styles from './live.module.css';

// The chat loads beside the player, never before it (room-chat-bridge.tsx).
const RoomChatBridge = lazy(() =>
  import('./chat/room-chat-bridge').then((m) => ({ default: m.RoomChatBridge })),
);
// Gifts (their button, panel and animation layer) load with the chat, after the player (gifts/index.ts).
const GiftLayer = lazy(() => import('./gifts').then((m) => ({ default: m.GiftLayer })));
const GiftBar = lazy(() => import('./gifts').then((m) => ({ default: m.GiftBar })));

/**
 * Whether the room's picture is up, or has had its chance (`fallbackMs`: offline rooms, a pre-roll, a slow
 * stream). On a cold visit the browser has six connections to the app and the chat's chunks, the gifts' and the
 * other rooms' covers would take them while the stream asks for its first bytes (bench README, "fewer requests"):
 * they wait for this.
 */
function useAfterFirstFrame(fallbackMs = 1500) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), fallbackMs);
    return () => clearTimeout(timer);
  }, [fallbackMs]);
  const onStatus = useCallback((status: PlaybackStatus) => {
    if (status === 'playing') setReady(true);
  }, []);
  return { ready, onStatus };
}

/** The room's parts; `parts` is null while the chat loads and when the room has none (switch off, no room). */
function RoomBody({
  data,
  parts,
  onStatus,
  showMore,
}: {
  data: LivePageData;
  parts: RoomChatParts | null;
  onStatus?: (status: PlaybackStatus) => void;
  showMore: boolean;
}) {
  const chat = parts?.chat ?? null;
  const { t } = useTranslation('live');
  const config = useCommonConfig();
  const others = useLiveRooms('');
  const anchorId = data.anchor.anchorid;
  const more = (others.data?.pages[0]?.list ?? []).filter((r) => r.anchorid !== anchorId).slice(0, 4);
  // A ChangeRoomTitle applies at once; the next poll of the page brings the same title.
  const title = chat?.state.title ?? data.room?.title ?? '';
  return (
    <>
      <BackHeader title={title || data.anchor.nick_name || t('title')} />
      <RoomStage
        data={data}
        onStatus={onStatus}
        overlay={
          parts && (
            <>
              <parts.Danmaku lines={parts.chat.state.lines} clears={parts.chat.state.clears} />
              <Suspense fallback={null}>
                <GiftLayer liveid={parts.chat.liveid} />
              </Suspense>
            </>
          )
        }
      />
      <AnchorCard
        anchor={data.anchor}
        // One audience everywhere (the API's `heat`): the card, this header and the member list agree.
        viewers={data.room && data.room.state !== 'offline' ? data.room.heat : null}
        onShare={() =>
          void shareLink(liveShareUrl(anchorId, config.data?.config), title || data.anchor.nick_name)
        }
      />
      {parts && (
        <Suspense fallback={null}>
          <GiftBar liveid={parts.chat.liveid} />
        </Suspense>
      )}
      {parts && <parts.Panel chat={parts.chat} title={title} danmaku />}
      {data.room && (
        <RoomInfo
          room={{ ...data.room, title }}
          online={parts && <OnlineCount count={data.room.heat} chat={chat} />}
        />
      )}
      {showMore && more.length > 0 && (
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
  );
}

/**
 * The room, with its chat when `chat` (the site's switch and a room): the body at once, the chat once the picture
 * is up (useAfterFirstFrame) and its chunk has arrived (the player keeps playing). One component whether or not
 * the chat is on, so the player is not remounted when the site's configuration arrives after the room's data: it
 * may be playing already (player/room-boot.ts).
 */
function RoomWithChat({ data, chat }: { data: LivePageData; chat: boolean }) {
  const [parts, setParts] = useState<RoomChatParts | null>(null);
  const afterFrame = useAfterFirstFrame();
  const liveid = data.room?.liveid;
  return (
    <>
      <RoomBody
        data={data}
        parts={chat ? parts : null}
        onStatus={afterFrame.onStatus}
        showMore={afterFrame.ready}
      />
      {chat && liveid !== undefined && afterFrame.ready && (
        <Suspense fallback={null}>
          <RoomChatBridge liveid={liveid} onChange={setParts} />
        </Suspense>
      )}
    </>
  );
}

/** The live room screen. */
export function LiveDetailScreen() {
  const { t } = useTranslation('live');
  const anchorId = Number(useParams().id);
  const page = useLivePage(anchorId);
  const config = useCommonConfig();
  const data = page.data;
  const chatOn = switchOn(config.data?.config, 'switch_room_chat');
  return (
    <div className={styles.page} data-testid="live-detail">
      {page.isLoading ? (
        <>
          <BackHeader title={t('title')} />
          <LoadingRows rows={3} />
        </>
      ) : !data ? (
        <>
          <BackHeader title={t('title')} />
          <ErrorState onRetry={() => void page.refetch()} />
        </>
      ) : (
        <RoomWithChat data={data} chat={chatOn && !!data.room} />
      )}
    </div>
  );
}
