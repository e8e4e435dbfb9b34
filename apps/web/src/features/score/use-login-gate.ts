// Login-only actions (following) ask guests to log in first (spec section 8's prompt) instead of sending a
// call that must fail.
import { Dialog } from 'antd-mobile';
import { useCallback } from 'react';
import { i18next } from '../../i18n';
import { goToLogin } from '../../lib/login-prompt';
import { isLoggedIn, useAppStore } from '../../store/app-store';

async function promptLogin(): Promise<void> {
  const confirmed = await Dialog.confirm({
    title: i18next.t('common:notLoggedInTitle'),
    content: i18next.t('common:notLoggedInContent'),
    confirmText: i18next.t('common:confirm'),
    cancelText: i18next.t('common:cancel'),
  });
  if (confirmed) goToLogin();
}

/** Returns a check that is true when logged in, and otherwise shows the login prompt. */
export function useLoginGate(): () => boolean {
  const loggedIn = useAppStore((s) => isLoggedIn(s.user));
  return useCallback(() => {
    if (loggedIn) return true;
    void promptLogin();
    return false;
  }, [loggedIn]);
}
