import { Outlet, useMatches } from 'react-router';
import { BottomMenu } from '../components/bottom-menu';
import { LiveScoreFeed } from '../features/live-score/live-score-feed';
import { MatchNotifierSlot } from '../features/score/match-notifier-slot';
import { useCommonConfig } from '../queries/config';
import type { RouteHandle } from './route-handle';
import { NavigatorBridge, PageMeta, ScrollReset, ThemeAndLanguage } from './shell-effects';

/** The frame around every screen. */
export function RootLayout() {
  useCommonConfig();
  const matches = useMatches();
  const showMenu = matches.some((m) => (m.handle as RouteHandle | undefined)?.menu);
  return (
    <div className={`app-frame ${showMenu ? 'with-menu' : ''}`}>
      <NavigatorBridge />
      <ScrollReset />
      <PageMeta />
      <ThemeAndLanguage />
      <LiveScoreFeed />
      <Outlet />
      <MatchNotifierSlot />
      {showMenu ? <BottomMenu /> : null}
    </div>
  );
}
