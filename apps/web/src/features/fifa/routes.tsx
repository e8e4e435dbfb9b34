// Club World Cup 2025 screens, loaded on demand (they carry the tournament's results).
import { lazyDefaultScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['fifa', 'sportsData'];
const page = lazyDefaultScreen(() => import('./fifa-page'), { strings });
const team = lazyDefaultScreen(() => import('./fifa-team-page'), { strings });
const handle = { title: 'fifa:title' };

/** /fifa2025, /mobile/fifa2025, /fifa-team/:id, /mobile/fifa-team/{honor,stats,lineup}/:teamid. */
export const fifaRoutes: FeatureRoutes = [
  { path: '/fifa2025', lazy: page, handle },
  { path: '/mobile/fifa2025', lazy: page, handle },
  { path: '/fifa-team/:id', lazy: team, handle },
  { path: '/mobile/fifa-team/honor/:teamid', lazy: team, handle },
  { path: '/mobile/fifa-team/stats/:teamid', lazy: team, handle },
  { path: '/mobile/fifa-team/lineup/:teamid', lazy: team, handle },
];
