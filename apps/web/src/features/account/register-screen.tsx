import { Button, Input, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { sendRegisterCode } from '../../api/user';
import { BACKURL_KEY, takeReturnAddress } from '../../lib/login-prompt';
import { parseQuery } from '../../lib/page-query';
import { useRegister } from '../../data/queries/user';
import { useAppStore } from '../../store/app-store';
import { AgreementNote } from './agreement-note';
import { AuthLayout, Field } from './auth-layout';
import { MobileField, CaptchaRow, SmsCodeField } from './phone-fields';
import { sendSmsCode } from './send-sms-code';
import { useCaptcha } from './use-captcha';
import { isMobile, isPassword } from './validation';

/** /register: phone, image captcha, SMS code, password; invite and channel codes from the page query. */
export function RegisterScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { search } = useLocation();
  const register = useRegister();
  const storedInvite = useAppStore((s) => s.inviteCode);
  const channelCode = useAppStore((s) => s.channelCode);
  const captcha = useCaptcha();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [invite, setInvite] = useState(storedInvite);
  const backurl = parseQuery(search)[BACKURL_KEY];

  const sendCode = () => sendSmsCode(sendRegisterCode, mobile, captcha, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isMobile(mobile)) return void Toast.show(t('mobileInvalid'));
    if (!smsCode.trim()) return void Toast.show(t('smsRequired'));
    if (!isPassword(password)) return void Toast.show(t('passwordInvalid'));
    try {
      await register.mutateAsync({
        mobile: mobile.trim(),
        password,
        sms_code: smsCode.trim(),
        invite_code: invite.trim() || undefined,
        channel_code: channelCode || undefined,
      });
    } catch {
      return;
    }
    Toast.show({ icon: 'success', content: t('registerSuccess') });
    navigate(takeReturnAddress(backurl ? { [BACKURL_KEY]: backurl } : {}), { replace: true });
  };

  return (
    <AuthLayout title={t('registerTitle')} footer={<AgreementNote />}>
      <form onSubmit={submit} noValidate>
        <MobileField value={mobile} onChange={setMobile} />
        <CaptchaRow captcha={captcha} />
        <SmsCodeField value={smsCode} onChange={setSmsCode} send={sendCode} />
        <Field label={t('password')}>
          <Input
            name="password"
            type="password"
            placeholder={t('newPasswordPlaceholder')}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            clearable
          />
        </Field>
        <Field label={t('inviteCode')}>
          <Input
            name="invite_code"
            placeholder={t('invitePlaceholder')}
            value={invite}
            onChange={setInvite}
            clearable
          />
        </Field>
        <div className="auth-actions">
          <Button className="primary-button" block type="submit" loading={register.isPending}>
            {t('register')}
          </Button>
        </div>
        <div className="auth-links">
          <Link to={`/login${backurl ? `?${BACKURL_KEY}=${encodeURIComponent(backurl)}` : ''}`}>
            {t('toLogin')}
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
