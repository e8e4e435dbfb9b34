// The chat tab of match detail: the chat of the first room streaming the match (the tab shows only when one
// does). Without a player there is no danmaku; a link opens the room itself.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TabProps } from '../../match-detail/tab-props';
import { EmptyState, LoadingRows } from '../../../components/states';
import { useMatchAnchors } from '../queries';
import type { LiveRoom } from '../types';
import { RoomChatPanel } from './room-chat-panel';
import { useRoomChat } from './use-room-chat';
import styles from './chat.module.css';

function RoomChat({ room }: { room: LiveRoom }) {
  const { t } = useTranslation('live');
  const chat = useRoomChat(room.liveid);
  const title = chat.state.title ?? room.title;
  return (
    <>
      <Link to={`/live-detail/${room.anchorid}`} className={styles.roomLink} data-testid="match-chat-room">
        <span>{t('matchChat.room', { nick: room.nick_name })}</span>
        <small>{title}</small>
      </Link>
      <RoomChatPanel chat={chat} title={title} />
    </>
  );
}

/** The match's room chat. */
export default function MatchChatTab({ sportId, matchId }: TabProps) {
  const { t } = useTranslation('live');
  const rooms = useMatchAnchors(sportId, matchId);
  const room = rooms.data?.[0];
  if (rooms.isLoading) return <LoadingRows rows={3} />;
  if (!room) return <EmptyState text={t('matchChat.noRoom')} />;
  // A new room remounts the chat: it leaves the old group and joins the new one.
  return <RoomChat key={room.liveid} room={room} />;
}
