import { Button, Input, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetPassword, sendVerifyCode } from '../../api/user';
import { AuthLayout, Field } from './auth-layout';
import { MobileField, CaptchaRow, SmsCodeField } from './phone-fields';
import { sendSmsCode } from './send-sms-code';
import { useCaptcha } from './use-captcha';
import { isMobile, isPassword } from './validation';

/** /forget-password: phone, image captcha, SMS code and a new password. */
export function ForgetPasswordScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const sendCode = () => sendSmsCode(sendVerifyCode, mobile, captcha, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isMobile(mobile)) return void Toast.show(t('mobileInvalid'));
    if (!smsCode.trim()) return void Toast.show(t('smsRequired'));
    if (!isPassword(password)) return void Toast.show(t('passwordInvalid'));
    setBusy(true);
    try {
      await forgetPassword({ mobile: mobile.trim(), sms_code: smsCode.trim(), password });
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    Toast.show({ icon: 'success', content: t('passwordReset') });
    navigate('/login', { replace: true });
  };

  return (
    <AuthLayout title={t('forgetTitle')}>
      <form onSubmit={submit} noValidate>
        <MobileField value={mobile} onChange={setMobile} />
        <CaptchaRow captcha={captcha} />
        <SmsCodeField value={smsCode} onChange={setSmsCode} send={sendCode} />
        <Field label={t('newPassword')}>
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
        <div className="auth-actions">
          <Button className="primary-button" block type="submit" loading={busy}>
            {t('resetPassword')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
