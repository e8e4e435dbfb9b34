import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/states';
import { BASENAME } from '../lib/base-path';
import { NotFound } from './not-found';
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
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: BASENAME },
  );
}
