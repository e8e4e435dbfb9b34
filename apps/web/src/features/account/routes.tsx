import { lazyScreen } from '../../app/lazy-screen';
import type { FeatureRoutes } from '../../app/route-handle';

/** Account screens: log in, register, reset password, bind a phone. */
export const accountRoutes: FeatureRoutes = [
  {
    path: '/login',
    lazy: lazyScreen(
      () => import('./login-screen'),
      (m) => m.LoginScreen,
    ),
    handle: { title: 'account:loginTitle' },
  },
  {
    path: '/register',
    lazy: lazyScreen(
      () => import('./register-screen'),
      (m) => m.RegisterScreen,
    ),
    handle: { title: 'account:registerTitle' },
  },
  {
    path: '/forget-password',
    lazy: lazyScreen(
      () => import('./forget-password-screen'),
      (m) => m.ForgetPasswordScreen,
    ),
    handle: { title: 'account:forgetTitle' },
  },
  {
    path: '/bind-phone',
    lazy: lazyScreen(
      () => import('./bind-phone-screen'),
      (m) => m.BindPhoneScreen,
      { login: true },
    ),
    handle: { title: 'account:bindTitle' },
  },
];
