// Score screens. Each is loaded on demand so the /m/score first paint carries only the list.
import type { ComponentType } from 'react';
import { lazyDefaultScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['score', 'sportsData'];
const lazyPage = <M extends { default: ComponentType }>(load: () => Promise<M>) =>
  lazyDefaultScreen(load, { strings });

/** /score, /score/collected, /score/search, /search. */
export const scoreRoutes: FeatureRoutes = [
  {
    path: '/score',
    lazy: lazyPage(() => import('./score-page')),
    handle: { title: 'score:title', menu: true },
  },
  {
    path: '/score/collected',
    lazy: lazyPage(() => import('./collected-page')),
    handle: { title: 'score:collected' },
  },
  { path: '/score/search', lazy: lazyPage(() => import('./search-page')), handle: { title: 'score:search' } },
  { path: '/search', lazy: lazyPage(() => import('./search-all-page')), handle: { title: 'score:search' } },
];
