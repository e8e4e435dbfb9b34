// Club World Cup 2025 screens, loaded on demand (they carry the tournament's results).
import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../../app/route-handle';

const page = async () => ({ Component: (await import('./fifa-page')).default as ComponentType });
const team = async () => ({ Component: (await import('./fifa-team-page')).default as ComponentType });
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
