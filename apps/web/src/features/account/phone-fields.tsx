// The phone, image-captcha and SMS-code fields that registration, password reset and phone binding share.
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Field } from './auth-layout';
import { CaptchaField } from './captcha-field';
import { SmsCodeButton } from './sms-code-button';
import type { useCaptcha } from './use-captcha';

/** The mobile number input. */
export function MobileField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('mobile')}>
      <Input
        name="mobile"
        type="tel"
        placeholder={t('mobilePlaceholder')}
        value={value}
        onChange={onChange}
        clearable
      />
    </Field>
  );
}

/** The image captcha, bound to a useCaptcha() state. */
export function CaptchaRow({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('captcha')}>
      <CaptchaField
        captchaKey={captcha.key}
        bust={captcha.bust}
        value={captcha.text}
        onChange={captcha.setText}
        onRefresh={captcha.refresh}
      />
    </Field>
  );
}

/** The SMS code input with its send button (`send` resolves the seconds until a resend is allowed). */
export function SmsCodeField({
  value,
  onChange,
  send,
}: {
  value: string;
  onChange: (value: string) => void;
  send: () => Promise<number | null | undefined>;
}) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('smsCode')} extra={<SmsCodeButton send={send} />}>
      <Input
        name="sms_code"
        inputMode="numeric"
        placeholder={t('smsPlaceholder')}
        value={value}
        onChange={onChange}
        maxLength={8}
      />
    </Field>
  );
}
