import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

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
