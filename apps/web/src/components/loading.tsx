import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Centred loading indicator for a screen or a section. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="state-block" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{t('loading')}</span>
    </div>
  );
}
