// Match detail screens: the /score/detail variants and the /mobile/... single-tab routes, loaded on demand.
import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../app/route-handle';

const detail = async () => ({ Component: (await import('./detail-page')).default as ComponentType });
const mobile = async () => ({ Component: (await import('./mobile-tab-page')).default as ComponentType });
const handle = { title: 'matchDetail:title' };

/** Detail and mobile tab routes. */
export const matchDetailRoutes: FeatureRoutes = [
  ...[
    '/score/detail/:matchid',
    '/score/detail/football/:matchid',
    '/score/detail/basketball/:matchid',
    '/score/basketball/detail/:matchid',
  ].map((path) => ({ path, lazy: detail, handle })),
  ...['happening', 'analysis', 'lineup', 'index', 'rank'].map((tab) => ({
    path: `/mobile/${tab}/:matchid`,
    lazy: mobile,
    handle,
  })),
  ...['happening', 'analysis', 'index', 'rank'].map((tab) => ({
    path: `/mobile/basketball/${tab}/:matchid`,
    lazy: mobile,
    handle,
  })),
];
