import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Page } from '../../components/page';
import { Loading } from '../../components/loading';
import { useUserInfo } from '../../data/queries/user';
import { useAppStore } from '../../store/app-store';
import { displayDate, genderKey, signatureOf } from './profile-fields';
import './user-center.css';

/** /info (logged in): the user's profile as the server has it. */
export function InfoScreen() {
  const { t } = useTranslation('userCenter');
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const info = useUserInfo();
  if (!user) return null;
  const profile = user.profile ?? {};
  const dash = t('notSet');
  const rows: [string, string][] = [
    [t('fields.account'), user.account || dash],
    [t('fields.mobile'), user.mobile || t('unbound')],
    [t('fields.gender'), t(genderKey(profile.gender))],
    [t('fields.birthday'), profile.birthday || dash],
    [t('fields.city'), profile.city || dash],
    [t('fields.signature'), signatureOf(user) || dash],
    [t('fields.level'), `Lv.${user.user_level ?? 0}`],
    [t('fields.registered'), displayDate(user.regist_time) || dash],
  ];
  return (
    <Page
      title={t('infoTitle')}
      right={
        <button type="button" className="link-button" onClick={() => navigate('/edit-account')}>
          {t('edit')}
        </button>
      }
    >
      <section className="card info-head">
        <Avatar src={user.avatar} name={user.nick_name} id={user.id} size={72} />
        <span className="uc-name">{user.nick_name || `#${user.id}`}</span>
        <span className="uc-id">ID {user.id}</span>
      </section>
      {info.isPending && !user.account ? (
        <Loading />
      ) : (
        <section className="card">
          <List className="kv-list">
            {rows.map(([label, value]) => (
              <List.Item key={label} extra={value}>
                {label}
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Page>
  );
}
