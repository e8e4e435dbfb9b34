// Match detail screens: the /score/detail variants and the /mobile/... single-tab routes, loaded on demand.
import { lazyDefaultScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['matchDetail', 'sportsData', 'score', 'live'];
const detail = lazyDefaultScreen(() => import('./detail-page'), { strings });
const mobile = lazyDefaultScreen(() => import('./mobile-tab-page'), { strings });
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
