// An anchor's past lives: title, when, how long, peak viewers.
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { EmptyState } from '../../components/states';
import type { PastLive } from './types';
import styles from './live.module.css';

/** "1:05:09" or "12:04". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

/** The list of past lives. */
export function PastLives({ lives }: { lives: PastLive[] }) {
  const { t, i18n } = useTranslation('live');
  if (lives.length === 0) return <EmptyState compact text={t('noPastLives')} />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.pastList} data-testid="past-lives">
      {lives.map((l) => (
        <li key={l.id} className={styles.pastItem}>
          <span className={styles.pastTitle}>{l.title}</span>
          <span className={styles.pastMeta}>
            {date.format(new Date(l.starttime * 1000))} · {formatDuration(l.duration)} ·{' '}
            {t('peakViewers', { count: formatCount(l.peak_viewers, i18n.language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
