// The shell renders this slot on every screen (spec section 2: the match-notification popup always renders).
// The popup's code loads only for logged-in users, who are the only ones with followed matches.
import { lazy, Suspense } from 'react';
import { isLoggedIn, useAppStore } from '../../store/app-store';

const MatchNotifier = lazy(async () => ({ default: (await import('./match-notifier')).MatchNotifier }));

/** Goal popups for followed matches, on every screen. */
export function MatchNotifierSlot() {
  const loggedIn = useAppStore((s) => isLoggedIn(s.user));
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MatchNotifier />
    </Suspense>
  );
}
