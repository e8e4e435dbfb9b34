import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['vip'];

/** VIP: the plans (/vip-plans) and a user's VIP card (/vip-user/:uid). */
export const vipRoutes: FeatureRoutes = [
  {
    path: '/vip-plans',
    lazy: lazyScreen(
      () => import('./vip-plans-screen'),
      (m) => m.VipPlansScreen,
      { strings },
    ),
    handle: { title: 'vip:title' },
  },
  {
    path: '/vip-user/:uid',
    lazy: lazyScreen(
      () => import('./vip-user-screen'),
      (m) => m.VipUserScreen,
      { strings },
    ),
    handle: { title: 'vip:cardTitle' },
  },
];
