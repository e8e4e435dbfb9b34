import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import ptBR from 'antd-mobile/es/locales/pt-BR';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useAppStore } from '../store/app-store';
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
  // antd-mobile's own texts (pickers, empty states, counters) follow the interface language too.
  const lang = useAppStore((s) => s.lang);
  return (
    <ConfigProvider locale={lang === 'pt-BR' ? ptBR : zhCN}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
