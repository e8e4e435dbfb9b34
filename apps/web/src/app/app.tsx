import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** Providers and the router. */
export function App() {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The request helper already toasts failures; retries would repeat toasts and login prompts.
          queries: { retry: false, refetchOnWindowFocus: false },
        },
      }),
  );
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
