// The room chat panel: header (danmaku settings, the managers' room menu), the pinned announcement, the list
// and the input. Shared by /live-detail (with danmaku over the player) and the chat tab of match detail.
import { NoticeBar, Skeleton } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVipSenders } from '../../vip/use-vip-senders';
import { DanmakuSettingsSheet } from '../danmaku/danmaku-settings-sheet';
import { BannedListSheet } from '../manage/banned-list-sheet';
import { openRoomMenu } from '../manage/room-menu';
import { openLineActions } from '../manage/user-actions';
import { ChatInput, type ChatInputHandle } from './chat-input';
import type { TextLine } from './chat-types';
import { MessageList } from './message-list';
import { recentSpeakers } from './recent-speakers';
import type { RoomChat } from './use-room-chat';
import styles from './chat.module.css';

/** The chat of a room; `title` is the room's title (the room menu edits it), `danmaku` adds its settings. */
export function RoomChatPanel({
  chat,
  title,
  danmaku,
}: {
  chat: RoomChat;
  title: string;
  danmaku?: boolean;
}) {
  const { t } = useTranslation('live');
  const input = useRef<ChatInputHandle>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [bannedOpen, setBannedOpen] = useState(false);
  const { state } = chat;
  // The list's rows and the input are memoised: what they get stays the same object while a flood only adds
  // lines (the latest chat and lines are read when the user acts).
  const latest = useRef({ chat, lines: state.lines });
  useEffect(() => {
    latest.current = { chat, lines: state.lines };
  });
  const onPick = useCallback(
    (line: TextLine) =>
      openLineActions(t, latest.current.chat, line, () =>
        input.current?.mention({ uid: line.uid, nick: line.nick }),
      ),
    [t],
  );
  // VIP senders' badges (features/vip): the set changes only when a new VIP is found.
  const vips = useVipSenders(chat.liveid, state.lines);
  const roles = useMemo(
    () => ({ anchorUid: state.anchorUid, managers: state.managers, vips }),
    [state.anchorUid, state.managers, vips],
  );
  const selfUid = chat.selfUid;
  const speakers = useCallback(() => recentSpeakers(latest.current.lines, selfUid), [selfUid]);
  return (
    <section
      className={styles.panel}
      data-testid="room-chat"
      data-joined={chat.joined ? '1' : '0'}
      data-role={chat.role}
    >
      <header className={styles.head}>
        <h2 className={styles.headTitle}>{t('chat.title')}</h2>
        {danmaku && (
          <button
            type="button"
            className={styles.headBtn}
            onClick={() => setSettingsOpen(true)}
            data-testid="danmaku-settings-open"
          >
            {t('danmaku.title')}
          </button>
        )}
        {chat.manager && (
          <button
            type="button"
            className={styles.headBtn}
            onClick={() => openRoomMenu(t, chat, title, () => setBannedOpen(true))}
            data-testid="room-menu"
          >
            {t('manage.menu')}
          </button>
        )}
      </header>
      {state.announcement?.content && (
        <div className={styles.announcement} data-testid="chat-announcement">
          <NoticeBar content={state.announcement.content} color="info" wrap />
        </div>
      )}
      {chat.loading ? (
        <div className={styles.listBox}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : (
        <>
          <MessageList lines={state.lines} roles={roles} onPick={onPick} />
        </>
      )}
      <ChatInput
        handle={input}
        guest={!chat.selfUid}
        block={chat.block}
        cooldownUntil={chat.cooldownUntil}
        speakers={speakers}
        onSend={chat.send}
      />
      {danmaku && <DanmakuSettingsSheet open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
      {chat.manager && (
        <BannedListSheet liveid={chat.liveid} open={bannedOpen} onClose={() => setBannedOpen(false)} />
      )}
    </section>
  );
}
