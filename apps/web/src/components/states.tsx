// Loading, empty and error states shared by every sports screen, so each looks the same everywhere.
import { useTranslation } from 'react-i18next';
import { EmptyPitchIcon } from './icons';
import styles from './states.module.css';

/** A skeleton list shown while the first page loads. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('sportsData');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row} />
      ))}
    </div>
  );
}

/** "Nothing here" with an illustration. */
export function EmptyState({ text, compact }: { text?: string; compact?: boolean }) {
  const { t } = useTranslation('sportsData');
  return (
    <div className={`${styles.empty} ${compact ? styles.compact : ''}`} data-testid="empty">
      <EmptyPitchIcon width={compact ? 48 : 96} height={compact ? 36 : 72} />
      <p>{text ?? t('empty')}</p>
    </div>
  );
}

/** A failed load with a retry button. */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('sportsData');
  return (
    <div className={styles.empty} role="alert">
      <p>{message || t('loadError')}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
