import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../lib/login-prompt';
import { isLoggedIn, useAppStore } from '../store/app-store';

/** Login-only screen: logged-out visitors go to /login and come back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useAppStore((s) => s.user);
  const { pathname, search } = useLocation();
  if (!isLoggedIn(user)) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return <>{children}</>;
}
