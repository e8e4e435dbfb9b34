import { createBrowserRouter } from 'react-router';
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
