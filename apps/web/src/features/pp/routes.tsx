import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['pp'];

/** Special pages. */
export const ppRoutes: FeatureRoutes = [
  {
    path: '/pp/talk',
    lazy: lazyScreen(
      () => import('./talk-screen'),
      (m) => m.TalkScreen,
      { strings },
    ),
  },
];
