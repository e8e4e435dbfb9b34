// Loading, empty and error states shared by every sports screen, so each looks the same everywhere.
import { useTranslation } from 'react-i18next';
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
      <svg width={compact ? 48 : 96} height={compact ? 36 : 72} viewBox="0 0 96 72" aria-hidden>
        <rect x="8" y="10" width="80" height="52" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <line x1="48" y1="10" x2="48" y2="62" stroke="currentColor" strokeWidth="2" />
        <circle cx="48" cy="36" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="8" y="24" width="12" height="24" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="76" y="24" width="12" height="24" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
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
