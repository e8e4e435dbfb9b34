import type { FeatureRoutes } from '../../app/route-handle';
import { RequireLogin } from '../../components/require-login';
import { EditAccountScreen } from './edit-account-screen';
import { InfoScreen } from './info-screen';
import { SettingScreen } from './setting-screen';
import { UserCenterScreen } from './user-center-screen';

/** The user centre and its screens. */
export const userCenterRoutes: FeatureRoutes = [
  {
    path: '/user-center',
    element: <UserCenterScreen />,
    handle: { title: 'userCenter:title', keywords: 'userCenter:keywords', menu: true },
  },
  { path: '/setting', element: <SettingScreen />, handle: { title: 'userCenter:settingTitle' } },
  {
    path: '/info',
    element: (
      <RequireLogin>
        <InfoScreen />
      </RequireLogin>
    ),
    handle: { title: 'userCenter:infoTitle' },
  },
  {
    path: '/edit-account',
    element: (
      <RequireLogin>
        <EditAccountScreen />
      </RequireLogin>
    ),
    handle: { title: 'userCenter:editTitle' },
  },
];
