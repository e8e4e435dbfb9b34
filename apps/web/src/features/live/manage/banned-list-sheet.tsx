// The room's banned users with when each ban ends, and a button to lift it.
import { Popup, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { getBannedList, unbanUser } from '../chat/chat-api';
import styles from './manage.module.css';

/** The banned list of room `liveid`, as a bottom sheet. */
export function BannedListSheet({
  liveid,
  open,
  onClose,
}: {
  liveid: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const key = ['live', 'banned', liveid];
  const list = useQuery({ queryKey: key, queryFn: () => getBannedList(liveid), enabled: open });
  const lift = async (uid: number) => {
    try {
      await unbanUser(liveid, uid);
      Toast.show({ icon: 'success', content: t('manage.done') });
      await client.invalidateQueries({ queryKey: key });
    } catch {
      // The request helper has toasted the API's message.
    }
  };
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ background: 'var(--tifo-card)' }}
    >
      <div className={styles.sheet} data-testid="banned-list">
        <h3>{t('manage.bannedList')}</h3>
        {list.isLoading ? (
          <p className={styles.empty}>{t('loading')}</p>
        ) : !list.data?.length ? (
          <p className={styles.empty}>{t('manage.noBanned')}</p>
        ) : (
          list.data.map((u) => (
            <div key={u.uid} className={styles.row} data-testid="banned-row">
              <Avatar src={u.avatar} name={u.nick_name} id={u.uid} size={36} />
              <span className={styles.who}>
                <b>{u.nick_name}</b>
                <small>{t('manage.until', { time: new Date(u.until * 1000).toLocaleString() })}</small>
              </span>
              <button type="button" className={styles.lift} onClick={() => void lift(u.uid)}>
                {t('manage.unban')}
              </button>
            </div>
          ))
        )}
      </div>
    </Popup>
  );
}
