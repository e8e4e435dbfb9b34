import { Button, Dialog, List, Switch, Toast } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { useLogout } from '../../data/queries/user';
import { isLoggedIn, useAppStore, type Lang } from '../../store/app-store';
import './user-center.css';

const LANGS: { lang: Lang; label: string }[] = [
  { lang: 'zh-CN', label: '简体中文' },
  { lang: 'pt-BR', label: 'Português (Brasil)' },
];

/** /setting: interface language, dark mode, log out. */
export function SettingScreen() {
  const { t } = useTranslation('userCenter');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const mode = useAppStore((s) => s.mode);
  const user = useAppStore((s) => s.user);
  const logout = useLogout();

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('logoutConfirm'),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return;
    await logout.mutateAsync();
    Toast.show({ icon: 'success', content: t('loggedOut') });
    navigate('/user-center', { replace: true });
  };

  return (
    <Page title={t('settingTitle')}>
      <section className="card">
        <List header={t('language')}>
          {LANGS.map((item) => (
            <List.Item
              key={item.lang}
              onClick={() => useAppStore.getState().setLang(item.lang)}
              extra={item.lang === lang ? <CheckOutline color="var(--tifo-primary)" /> : null}
              arrowIcon={false}
              data-testid={`lang-${item.lang}`}
            >
              {item.label}
            </List.Item>
          ))}
        </List>
      </section>
      <section className="card">
        <List>
          <List.Item
            extra={
              <Switch
                checked={mode === 'dark'}
                onChange={(on) => useAppStore.getState().setMode(on ? 'dark' : 'light')}
                aria-label={t('darkMode')}
                data-testid="dark-mode"
              />
            }
          >
            {t('darkMode')}
          </List.Item>
          <List.Item onClick={() => navigate('/mobile/about')}>{t('entries.about')}</List.Item>
        </List>
      </section>
      {isLoggedIn(user) ? (
        <Button className="logout-button" block onClick={confirmLogout} loading={logout.isPending}>
          {t('logout')}
        </Button>
      ) : null}
    </Page>
  );
}
