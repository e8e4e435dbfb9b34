import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['account'];

/** Account screens: log in, register, reset password, bind a phone. */
export const accountRoutes: FeatureRoutes = [
  {
    path: '/login',
    lazy: lazyScreen(
      () => import('./login-screen'),
      (m) => m.LoginScreen,
      { strings },
    ),
    handle: { title: 'account:loginTitle' },
  },
  {
    path: '/register',
    lazy: lazyScreen(
      () => import('./register-screen'),
      (m) => m.RegisterScreen,
      { strings },
    ),
    handle: { title: 'account:registerTitle' },
  },
  {
    path: '/forget-password',
    lazy: lazyScreen(
      () => import('./forget-password-screen'),
      (m) => m.ForgetPasswordScreen,
      { strings },
    ),
    handle: { title: 'account:forgetTitle' },
  },
  {
    path: '/bind-phone',
    lazy: lazyScreen(
      () => import('./bind-phone-screen'),
      (m) => m.BindPhoneScreen,
      { login: true, strings },
    ),
    handle: { title: 'account:bindTitle' },
  },
];
