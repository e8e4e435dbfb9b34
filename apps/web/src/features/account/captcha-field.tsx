import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../../api/user';

/** The image captcha: the text input and the image; tapping the image loads a new one. */
export function CaptchaField({
  captchaKey,
  bust,
  value,
  onChange,
  onRefresh,
}: {
  captchaKey: string;
  bust: number;
  value: string;
  onChange: (v: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="captcha-row">
      <Input
        name="captcha"
        placeholder={t('captchaPlaceholder')}
        value={value}
        onChange={onChange}
        maxLength={8}
        autoComplete="off"
        clearable
      />
      <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('captchaRefresh')}>
        <img src={captchaImageUrl(captchaKey, bust)} alt={t('captchaAlt')} data-captcha-key={captchaKey} />
      </button>
    </div>
  );
}
