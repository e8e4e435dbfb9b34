// Sports database screens and /headline, loaded on demand.
import type { ComponentType } from 'react';
import { lazyDefaultScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['database', 'sportsData', 'score', 'matchDetail'];
const lazyPage = <M extends { default: ComponentType }>(load: () => Promise<M>) =>
  lazyDefaultScreen(load, { strings });

/** /database, /database/league/:sname/:cid, /database/team/:sname/:teamId, /database/billboard/:type, /headline. */
export const databaseRoutes: FeatureRoutes = [
  {
    path: '/database',
    lazy: lazyPage(() => import('./database-page')),
    handle: { title: 'database:title', menu: true },
  },
  {
    path: '/database/league/:sname/:cid',
    lazy: lazyPage(() => import('./league-page')),
    handle: { title: 'database:title' },
  },
  {
    path: '/database/team/:sname/:teamId',
    lazy: lazyPage(() => import('./team-page')),
    handle: { title: 'database:title' },
  },
  {
    path: '/database/billboard/:type',
    lazy: lazyPage(() => import('./billboard-page')),
    handle: { title: 'database:title' },
  },
  {
    path: '/headline',
    lazy: lazyPage(() => import('./headline-page')),
    handle: { title: 'database:headline', menu: true },
  },
];
