import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['userCenter'];

/** The user centre and its screens. */
export const userCenterRoutes: FeatureRoutes = [
  {
    path: '/user-center',
    lazy: lazyScreen(
      () => import('./user-center-screen'),
      (m) => m.UserCenterScreen,
      { strings },
    ),
    handle: { title: 'userCenter:title', keywords: 'userCenter:keywords', menu: true },
  },
  {
    path: '/setting',
    lazy: lazyScreen(
      () => import('./setting-screen'),
      (m) => m.SettingScreen,
      { strings },
    ),
    handle: { title: 'userCenter:settingTitle' },
  },
  {
    path: '/info',
    lazy: lazyScreen(
      () => import('./info-screen'),
      (m) => m.InfoScreen,
      { login: true, strings },
    ),
    handle: { title: 'userCenter:infoTitle' },
  },
  {
    path: '/edit-account',
    lazy: lazyScreen(
      () => import('./edit-account-screen'),
      (m) => m.EditAccountScreen,
      { login: true, strings },
    ),
    handle: { title: 'userCenter:editTitle' },
  },
];
