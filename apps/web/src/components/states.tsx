import { DotLoading, ErrorBlock } from 'antd-mobile';
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

/** Empty or failed content with an optional retry. */
export function Empty({
  failed,
  onRetry,
  title,
}: {
  failed?: boolean;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      className="state-block"
      status={failed ? 'default' : 'empty'}
      title={title ?? (failed ? t('loadFailed') : t('empty'))}
      description={
        onRetry ? (
          <button type="button" className="link-button" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : (
          ''
        )
      }
    />
  );
}
