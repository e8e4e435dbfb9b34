import { lazyScreen } from '../../app/lazy-screen';
import type { FeatureRoutes } from '../../app/route-handle';

/** Special pages. */
export const ppRoutes: FeatureRoutes = [
  {
    path: '/pp/talk',
    lazy: lazyScreen(
      () => import('./talk-screen'),
      (m) => m.TalkScreen,
    ),
  },
];
