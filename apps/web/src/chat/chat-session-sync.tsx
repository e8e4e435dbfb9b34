// Keeps the chat session's identity in step with the stored user (mounted once, in the root layout): a login
// logs the session in, a user change or a logout logs it out first. The SDK loads only for logged-in users,
// and only once the page is idle, so the first paint never waits for it.
import { useEffect } from 'react';
import { useCommonConfig } from '../data/queries/config';
import { isLoggedIn, useAppStore } from '../store/app-store';
import { syncChatIdentity, useChatSession } from './chat-session';

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 500);
  return () => clearTimeout(timer);
}

/** Logs the chat session in and out with the user. */
export function ChatSessionSync() {
  const { data } = useCommonConfig();
  const appID = Number(data?.config.im_sdkappid ?? 0);
  const user = useAppStore((s) => s.user);
  const userID = isLoggedIn(user) ? String(user.id) : '';
  const userSig = (isLoggedIn(user) && user.txim_sign) || '';
  useEffect(() => {
    if (!appID) return;
    if (!userID || !userSig) {
      if (useChatSession.getState().userID) void syncChatIdentity(appID, null);
      return;
    }
    return whenIdle(() => void syncChatIdentity(appID, { userID, userSig }));
  }, [appID, userID, userSig]);
  return null;
}
