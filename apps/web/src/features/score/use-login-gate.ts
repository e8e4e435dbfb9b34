// Login-only actions (following) ask guests to log in first (spec section 8's prompt) instead of sending a
// call that must fail. The dialog code loads on first use, keeping it out of the /m/score first paint.
import { useCallback } from 'react';
import { goToLogin } from '../../lib/login-prompt';
import { isLoggedIn, useAppStore } from '../../store/app-store';

async function promptLogin(): Promise<void> {
  const { confirmLogin } = await import('../../api/request-ui');
  if (await confirmLogin()) goToLogin();
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
