import { Button, Input, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { parseQuery } from '../../lib/page-query';
import { BACKURL_KEY, takeReturnAddress } from '../../lib/login-prompt';
import { useLogin } from '../../queries/user';
import { AuthLayout, Field } from './auth-layout';
import { AgreementNote } from './agreement-note';

/** /login: account (or phone) and password; afterwards back to the return address or home. */
export function LoginScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const backurl = parseQuery(search)[BACKURL_KEY];
  const keepBack = backurl ? `?${BACKURL_KEY}=${encodeURIComponent(backurl)}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return void Toast.show(t('accountRequired'));
    if (!password) return void Toast.show(t('passwordRequired'));
    try {
      await login.mutateAsync({ account: account.trim(), password });
    } catch {
      return; // The request helper showed the server's message.
    }
    Toast.show({ icon: 'success', content: t('loginSuccess') });
    navigate(takeReturnAddress(parseQuery(search)), { replace: true });
  };

  return (
    <AuthLayout title={t('loginTitle')} footer={<AgreementNote />}>
      <form onSubmit={submit} noValidate>
        <Field label={t('account')}>
          <Input
            name="account"
            placeholder={t('accountPlaceholder')}
            value={account}
            onChange={setAccount}
            autoComplete="username"
            clearable
          />
        </Field>
        <Field label={t('password')}>
          <Input
            name="password"
            type="password"
            placeholder={t('passwordPlaceholder')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            clearable
          />
        </Field>
        <div className="auth-actions">
          <Button className="primary-button" block type="submit" loading={login.isPending}>
            {t('login')}
          </Button>
        </div>
        <div className="auth-links">
          <Link to={`/register${keepBack}`}>{t('toRegister')}</Link>
          <Link to="/forget-password">{t('toForget')}</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
