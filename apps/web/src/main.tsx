import './antd-compat';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApiHosts, preloadRequestUi } from './api/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { capturePageQuery } from './lib/page-query';
import { installRem } from './lib/rem';
import { applyPageQuery, siteCode, useAppStore } from './store/app-store';
import { applyTheme, themeColorFor } from './theme/theme';

// First: take a `token` out of the address bar (it stays in memory for requests), then apply the rest.
applyPageQuery(capturePageQuery());
installRem();
const state = useAppStore.getState();
// Paint the remembered colour and mode before the first render so a dark-mode reload never flashes white.
applyTheme(document, themeColorFor(siteCode, state.site), state.mode);
void loadApiHosts();

// Chinese is ready at once; a Portuguese user waits for that language's chunk before the first render.
void initI18n(state.lang).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  preloadRequestUi();
});
