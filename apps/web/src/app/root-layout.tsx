import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ChatSlot } from '../chat/chat-slot';
import { BottomMenu } from './bottom-menu';
import { Loading } from '../components/loading';
import { LiveScoreFeed } from '../features/live-score/live-score-feed';
import { MatchNotifierSlot } from '../features/score/match-notifier-slot';
import { useCommonConfig } from '../data/queries/config';
import type { RouteHandle } from '../lib/routing';
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
      {/* A screen whose strings have not arrived yet suspends here (see i18n/index.ts). */}
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      <MatchNotifierSlot />
      <ChatSlot />
      {showMenu ? <BottomMenu /> : null}
    </div>
  );
}
