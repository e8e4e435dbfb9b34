import { TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, PieOutline, UserOutline, VideoOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isRegistered } from './routes';

interface MenuEntry {
  path: string;
  label: string;
  icon: ReactNode;
}

/** The menu of the finished product; entries whose screens are not registered yet are left out. */
const ENTRIES: MenuEntry[] = [
  { path: '/live', label: 'menu.live', icon: <VideoOutline /> },
  { path: '/score', label: 'menu.score', icon: <AppOutline /> },
  { path: '/database', label: 'menu.database', icon: <PieOutline /> },
  { path: '/c2c', label: 'menu.chat', icon: <MessageOutline /> },
  { path: '/user-center', label: 'menu.me', icon: <UserOutline /> },
];

/** The fixed bottom menu. */
export function BottomMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = ENTRIES.filter((e) => isRegistered(e.path));
  const active = entries.find((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))?.path ?? '';
  return (
    <nav className="bottom-menu" aria-label={t('menu.label')}>
      <TabBar activeKey={active} onChange={(key) => navigate(key)} safeArea>
        {entries.map((e) => (
          <TabBar.Item key={e.path} icon={e.icon} title={t(e.label)} />
        ))}
      </TabBar>
    </nav>
  );
}
