// The route table: one line per feature. A feature adds `src/features/<feature>/routes.tsx` exporting its
// list and is added below; nothing else in the shell changes. Only screens that work are registered.
import { matchRoutes } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { databaseRoutes } from '../features/database/routes';
import { fifaRoutes } from '../features/fifa/routes';
import { liveRoutes } from '../features/live/routes';
import { matchDetailRoutes } from '../features/match-detail/routes';
import { ppRoutes } from '../features/pp/routes';
import { scoreRoutes } from '../features/score/routes';
import { serviceRoutes } from '../features/service/routes';
import { userCenterRoutes } from '../features/user-center/routes';
import { vipRoutes } from '../features/vip/routes';
import { rechargeRoutes } from '../features/wallet/recharge/routes';
import { walletRoutes } from '../features/wallet/routes';
import type { FeatureRoutes } from '../lib/routing';

/** Every registered screen. */
export const featureRoutes: FeatureRoutes = [
  ...accountRoutes,
  ...liveRoutes,
  ...userCenterRoutes,
  ...serviceRoutes,
  ...ppRoutes,
  ...fifaRoutes,
  ...scoreRoutes,
  ...matchDetailRoutes,
  ...databaseRoutes,
  ...rechargeRoutes,
  ...walletRoutes,
  ...vipRoutes,
];

/** True when an in-app path (e.g. "/score") has a registered screen. */
export function isRegistered(path: string, routes: FeatureRoutes = featureRoutes): boolean {
  return (matchRoutes(routes, path) ?? []).length > 0;
}

/** Screen used when the variant's home screen is not built yet. */
export const HOME_FALLBACK = '/user-center';

/**
 * Where "/" goes (spec section 2): /score on the main site variant, /live on partner sites. Until those
 * screens are registered the user centre stands in, so "/" never leads to a missing page.
 */
export function rootTarget(
  variant: 'main' | 'partner' | undefined,
  routes: FeatureRoutes = featureRoutes,
): string {
  const target = variant === 'partner' ? '/live' : '/score';
  return isRegistered(target, routes) ? target : HOME_FALLBACK;
}
