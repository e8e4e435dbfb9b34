import { lazyScreen } from '../../../lib/routing';
import type { FeatureRoutes } from '../../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['wallet'];

const recharge = lazyScreen(
  () => import('./recharge-screen'),
  (m) => m.RechargeScreen,
  { login: true, strings },
);
const result = lazyScreen(
  () => import('./result-screen'),
  (m) => m.RechargeResultScreen,
  { login: true, strings },
);

/** Recharge: the packages screen (/recharge and the app's /mobile/recharge) and the payment result. */
export const rechargeRoutes: FeatureRoutes = [
  { path: '/recharge', lazy: recharge, handle: { title: 'wallet:recharge.title' } },
  { path: '/mobile/recharge', lazy: recharge, handle: { title: 'wallet:recharge.title' } },
  { path: '/recharge/result', lazy: result, handle: { title: 'wallet:recharge.resultTitle' } },
  { path: '/mobile/recharge/result', lazy: result, handle: { title: 'wallet:recharge.resultTitle' } },
];
