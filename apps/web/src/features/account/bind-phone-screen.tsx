import { Button, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerifyCode } from '../../api/user';
import { Page } from '../../components/page';
import { useGoBack } from '../../components/use-go-back';
import { useBindPhone } from '../../data/queries/user';
import { useAppStore } from '../../store/app-store';
import { CaptchaRow, MobileField, SmsCodeField } from './phone-fields';
import { sendSmsCode } from './send-sms-code';
import { useCaptcha } from './use-captcha';
import { isMobile } from './validation';
import './account.css';

/** /bind-phone (logged in): phone, image captcha (every SMS needs one) and SMS code. */
export function BindPhoneScreen() {
  const { t } = useTranslation('account');
  const goBack = useGoBack('/user-center');
  const bind = useBindPhone();
  const current = useAppStore((s) => s.user?.mobile);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const captcha = useCaptcha();

  const sendCode = () => sendSmsCode(sendVerifyCode, mobile, captcha, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isMobile(mobile)) return void Toast.show(t('mobileInvalid'));
    if (!smsCode.trim()) return void Toast.show(t('smsRequired'));
    try {
      await bind.mutateAsync({ mobile: mobile.trim(), sms_code: smsCode.trim() });
    } catch {
      return;
    }
    useAppStore.getState().patchUser({ mobile: mobile.trim() });
    Toast.show({ icon: 'success', content: t('phoneBound') });
    goBack();
  };

  return (
    <Page title={t('bindTitle')}>
      <form className="card bind-card" onSubmit={submit} noValidate>
        {current ? <p className="bind-current">{t('currentPhone', { mobile: current })}</p> : null}
        <MobileField value={mobile} onChange={setMobile} />
        <CaptchaRow captcha={captcha} />
        <SmsCodeField value={smsCode} onChange={setSmsCode} send={sendCode} />
        <div className="auth-actions">
          <Button className="primary-button" block type="submit" loading={bind.isPending}>
            {t('bind')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
