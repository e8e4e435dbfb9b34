// The room's member list as a bottom sheet: who is in the chat (logged-in viewers) with avatar, nick, level, VIP
// and the anchor and admin badges; a pull (or the refresh button) asks again, within the spec's one call per
// 3 s; the anchor and admins get the manage actions of a member on each row (manage/user-actions.ts).
import { Button, InfiniteScroll, Popup, PullToRefresh, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { formatCount } from '../../../lib/format';
import type { RoomChat } from '../chat/use-room-chat';
import { openUserActions, userActions } from '../manage/user-actions';
import { memberRows, type MemberRow } from './member-rows';
import { useMemberList } from './use-member-list';
import styles from './members.module.css';

function Row({ row, chat }: { row: MemberRow; chat: RoomChat }) {
  const { t } = useTranslation('live');
  const target = { uid: row.uid, nick: row.nick };
  const manageable = userActions(t, chat, target).length > 0;
  return (
    <div className={styles.row} data-testid="member-row" data-uid={row.uid} data-role={row.role}>
      <Avatar src={row.avatar} name={row.nick} id={Number(row.uid) || 0} size={36} />
      <span className={styles.who}>
        <span className={styles.nick}>{row.nick}</span>
        {row.uid === chat.selfUid && <span className={styles.me}>{t('members.me')}</span>}
        {row.level !== null && <span className={styles.level}>Lv{row.level}</span>}
        {row.vip && <span className={`${styles.badge} ${styles.vip}`}>VIP</span>}
        {row.role !== 'member' && (
          <span className={`${styles.badge} ${row.role === 'anchor' ? styles.anchor : styles.admin}`}>
            {t(row.role === 'anchor' ? 'chat.anchorBadge' : 'chat.adminBadge')}
          </span>
        )}
      </span>
      {manageable && (
        <button
          type="button"
          className={styles.manage}
          onClick={() => openUserActions(t, chat, target)}
          data-testid="member-manage"
        >
          {t('manage.menu')}
        </button>
      )}
    </div>
  );
}

/** The member list of the room `chat` reads; `count` is the room's online count. */
export function MemberSheet({
  appID,
  chat,
  count,
  open,
  onClose,
}: {
  appID: number;
  chat: RoomChat;
  count: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('live');
  const list = useMemberList(appID, chat.liveid, chat.info?.group_id ?? '', open);
  const rows = memberRows(list.members, list.badges, chat.state);
  const refresh = async () => {
    const wait = await list.refresh();
    if (wait > 0) Toast.show({ content: t('members.tooSoon', { seconds: wait }) });
  };
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ background: 'var(--tifo-card)', borderRadius: '12px 12px 0 0' }}
    >
      <div
        className={styles.sheet}
        data-testid="member-sheet"
        data-status={list.status}
        data-loads={list.loads}
      >
        <header className={styles.head}>
          <h3>
            {t('members.title')}
            <small>{t('members.online', { count: formatCount(count, i18n.language) })}</small>
          </h3>
          <button
            type="button"
            className={styles.headBtn}
            onClick={() => void refresh()}
            data-testid="members-refresh"
          >
            {t('members.refresh')}
          </button>
        </header>
        <div className={styles.scroll}>
          <PullToRefresh
            onRefresh={refresh}
            pullingText={t('members.pull')}
            canReleaseText={t('members.release')}
            refreshingText={t('loading')}
            completeText={t('members.refreshed')}
          >
            {list.status === 'loading' && !rows.length ? (
              <div className={styles.state} data-testid="members-loading">
                <Skeleton.Paragraph lineCount={5} animated />
              </div>
            ) : list.status === 'error' ? (
              <div className={styles.state} data-testid="members-error">
                <p>{t('members.failed')}</p>
                <Button size="small" onClick={() => void refresh()}>
                  {t('common:retry')}
                </Button>
              </div>
            ) : !rows.length ? (
              <p className={styles.state} data-testid="members-empty">
                {t('members.empty')}
              </p>
            ) : (
              rows.map((row) => <Row key={row.uid} row={row} chat={chat} />)
            )}
            {list.status === 'ready' && list.hasMore && (
              <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
            )}
            <p className={styles.note}>{t('members.guestsNotListed')}</p>
          </PullToRefresh>
        </div>
      </div>
    </Popup>
  );
}
