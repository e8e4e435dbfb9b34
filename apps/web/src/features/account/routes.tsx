import type { FeatureRoutes } from '../../app/route-handle';
import { RequireLogin } from '../../components/require-login';
import { BindPhoneScreen } from './bind-phone-screen';
import { ForgetPasswordScreen } from './forget-password-screen';
import { LoginScreen } from './login-screen';
import { RegisterScreen } from './register-screen';

/** Account screens: log in, register, reset password, bind a phone. */
export const accountRoutes: FeatureRoutes = [
  { path: '/login', element: <LoginScreen />, handle: { title: 'account:loginTitle' } },
  { path: '/register', element: <RegisterScreen />, handle: { title: 'account:registerTitle' } },
  { path: '/forget-password', element: <ForgetPasswordScreen />, handle: { title: 'account:forgetTitle' } },
  {
    path: '/bind-phone',
    element: (
      <RequireLogin>
        <BindPhoneScreen />
      </RequireLogin>
    ),
    handle: { title: 'account:bindTitle' },
  },
];
