import { Button, Input, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { parseQuery } from '../../lib/page-query';
import { BACKURL_KEY, takeReturnAddress } from '../../lib/login-prompt';
import { RequestError } from '../../api/errors';
import { useLogin } from '../../data/queries/user';
import { AuthLayout, Field } from './auth-layout';
import { AgreementNote } from './agreement-note';
import { CaptchaRow } from './phone-fields';
import { useCaptcha } from './use-captcha';

/** Server answers after which the form shows (or renews) the image captcha. */
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/**
 * /login: account (or phone) and password, plus the image captcha once the server asks for it (after many
 * failed logins on the account); afterwards back to the return address or home.
 */
export function LoginScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const captcha = useCaptcha();
  const [captchaShown, setCaptchaShown] = useState(false);
  const backurl = parseQuery(search)[BACKURL_KEY];
  const keepBack = backurl ? `?${BACKURL_KEY}=${encodeURIComponent(backurl)}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return void Toast.show(t('accountRequired'));
    if (!password) return void Toast.show(t('passwordRequired'));
    if (captchaShown && !captcha.text.trim()) return void Toast.show(t('captchaRequired'));
    const answer = captchaShown ? { captcha: captcha.text.trim(), code: captcha.key } : {};
    try {
      await login.mutateAsync({ account: account.trim(), password, ...answer });
    } catch (error) {
      // The request helper showed the server's message; a captcha is single use, so any failure needs a new one.
      if (error instanceof RequestError && error.apiCode && CAPTCHA_CODES.has(error.apiCode)) {
        setCaptchaShown(true);
      }
      if (captchaShown) captcha.refresh();
      return;
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
        {captchaShown ? <CaptchaRow captcha={captcha} /> : null}
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
