import type { FeatureRoutes } from '../../app/route-handle';
import { TalkScreen } from './talk-screen';

/** Special pages. */
export const ppRoutes: FeatureRoutes = [{ path: '/pp/talk', element: <TalkScreen /> }];
