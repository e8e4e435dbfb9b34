import { Button, List } from 'antd-mobile';
import {
  EditSOutline,
  FileOutline,
  InformationCircleOutline,
  MessageOutline,
  PayCircleOutline,
  PhonebookOutline,
  SetOutline,
  StarOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { goToLogin } from '../../lib/login-prompt';
import { VipBadge } from '../vip/vip-badge';
import { useUserInfo } from '../../data/queries/user';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import './user-center.css';

interface Entry {
  path: string;
  label: string;
  icon: ReactNode;
  /** Login-only: logged-out users are asked to log in and come back here. */
  login?: boolean;
}

const ENTRIES: Entry[] = [
  { path: '/wallet', label: 'entries.wallet', icon: <PayCircleOutline />, login: true },
  { path: '/vip-plans', label: 'entries.vip', icon: <StarOutline /> },
  { path: '/info', label: 'entries.info', icon: <UserContactOutline />, login: true },
  { path: '/edit-account', label: 'entries.edit', icon: <EditSOutline />, login: true },
  { path: '/bind-phone', label: 'entries.bindPhone', icon: <PhonebookOutline />, login: true },
  { path: '/feedback', label: 'entries.feedback', icon: <MessageOutline /> },
  { path: '/privacy', label: 'entries.privacy', icon: <FileOutline /> },
  { path: '/mobile/about', label: 'entries.about', icon: <InformationCircleOutline /> },
  { path: '/setting', label: 'entries.setting', icon: <SetOutline /> },
];

/** /user-center: profile, balances and the entries to the other user screens. */
export function UserCenterScreen() {
  const { t } = useTranslation('userCenter');
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const lang = useAppStore((s) => s.lang);
  useUserInfo();
  const loggedIn = isLoggedIn(user);

  const open = (entry: Entry) => {
    if (entry.login && !loggedIn) goToLogin();
    else navigate(entry.path);
  };

  return (
    <div className="uc">
      <header className="uc-hero">
        {loggedIn ? (
          <button type="button" className="uc-profile" onClick={() => navigate('/info')}>
            <Avatar src={user.avatar} name={user.nick_name} id={user.id} size={64} />
            <span className="uc-who">
              <span className="uc-name" data-testid="nick-name">
                {user.nick_name || user.account || user.mobile || `#${user.id}`}
              </span>
              <span className="uc-id">
                ID {user.id} {user.isVIP && <VipBadge level={user.vip_level ?? 1} />}
              </span>
              <span className="uc-sign">{user.signature || user.profile?.signature || t('noSignature')}</span>
            </span>
          </button>
        ) : (
          <div className="uc-profile">
            <Avatar name="?" id={0} size={64} />
            <span className="uc-who">
              <span className="uc-name">{t('guest')}</span>
              <span className="uc-sign">{t('guestHint')}</span>
            </span>
            <Button className="uc-login" size="small" shape="rounded" onClick={() => goToLogin()}>
              {t('loginRegister')}
            </Button>
          </div>
        )}
      </header>

      <section className="uc-balances card" aria-label={t('balances')}>
        <div className="uc-balance">
          <strong data-testid="gold">{loggedIn ? formatCount(user.gold, lang) : '--'}</strong>
          <span>{t('gold')}</span>
        </div>
        <div className="uc-balance">
          <strong data-testid="diamond">{loggedIn ? formatCount(user.diamond, lang) : '--'}</strong>
          <span>{t('diamond')}</span>
        </div>
      </section>

      <section className="card uc-entries">
        <List>
          {ENTRIES.map((entry) => (
            <List.Item key={entry.path} prefix={entry.icon} onClick={() => open(entry)} arrowIcon>
              {t(entry.label)}
            </List.Item>
          ))}
        </List>
      </section>
    </div>
  );
}
