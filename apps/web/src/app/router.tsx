import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/loading';
import { BASENAME } from '../lib/base-path';
import { lazyScreen } from '../lib/routing';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';
import { featureRoutes } from './routes';

/** The app's router, mounted under /m. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <RootLayout />,
        // Shown while the first screen's chunk loads.
        hydrateFallbackElement: <Loading />,
        children: [
          { index: true, element: <RootRedirect /> },
          ...featureRoutes,
          {
            path: '*',
            lazy: lazyScreen(
              () => import('./not-found'),
              (m) => m.NotFound,
            ),
          },
        ],
      },
    ],
    { basename: BASENAME },
  );
}
