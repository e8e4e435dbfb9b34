// The shell's chat pieces (mounted once, in the root layout): the session's identity follows the user, and
// logged-in users see race-start banners on every screen. Both are small; the SDK itself loads on demand.
import { isLoggedIn, useAppStore } from '../store/app-store';
import { ChatSessionSync } from './chat-session-sync';
import { RaceStartBanner } from './race-start-banner';

/** Chat session sync and the race-start banners. */
export function ChatSlot() {
  const loggedIn = useAppStore((s) => isLoggedIn(s.user));
  return (
    <>
      <ChatSessionSync />
      {loggedIn && <RaceStartBanner />}
    </>
  );
}
