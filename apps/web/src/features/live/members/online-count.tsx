// The room's online count on /live-detail: the room's audience (the live page's `heat`, the same number as the
// card and the header; the page polls it every 5 s while it is visible, so it costs no request of its own). A
// tap opens the member list (its own chunk, loaded on the first tap); guests are asked to log in (the list is for
// logged-in viewers, who read the room on their own connection), and before the chat has joined the room a toast
// says so.
import { showToast } from '../lazy-toast';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToLogin } from '../../../lib/login-prompt';
import { formatCount } from '../../../lib/format';
import { useCommonConfig } from '../../../data/queries/config';
import type { RoomChat } from '../chat/use-room-chat';
import styles from '../live.module.css';

const MemberSheet = lazy(() => import('./member-sheet').then((m) => ({ default: m.MemberSheet })));

/** "N online", opening the member list when the room's chat is there (`chat`). */
export function OnlineCount({ count, chat }: { count: number; chat: RoomChat | null }) {
  const { t, i18n } = useTranslation('live');
  const { data: common } = useCommonConfig();
  const appID = Number(common?.config.im_sdkappid ?? 0);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const onTap = () => {
    if (!chat) return;
    if (!chat.selfUid) return goToLogin();
    if (!chat.joined) return showToast({ content: t('members.joining') });
    setMounted(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={styles.onlineCount}
        onClick={onTap}
        disabled={!chat}
        data-testid="online-count"
        data-count={count}
        aria-label={t('members.open')}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
          <path
            d="M9 11a4 4 0 100-8 4 4 0 000 8zm0 2c-3.3 0-7 1.6-7 4.5V20h14v-2.5C16 14.6 12.3 13 9 13zm7.5-2a3.5 3.5 0 10-1.2-6.8A6 6 0 0116.5 11zm1 2.1c1.9.8 3.5 2.2 3.5 4.4V20h3v-2.5c0-2.3-3-4-6.5-4.4z"
            fill="currentColor"
          />
        </svg>
        <span>{t('members.countLabel', { count: formatCount(count, i18n.language) })}</span>
      </button>
      {chat && mounted && (
        <Suspense fallback={null}>
          <MemberSheet appID={appID} chat={chat} count={count} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
