// Sport tabs and status chips of the score list, with live counts so users see where the action is.
import type { SportFilter, StatusFilter } from '@tifo/sports';
import { useTranslation } from 'react-i18next';
import styles from './score.module.css';

const SPORTS: SportFilter[] = [0, 1, 2];
const STATUSES: StatusFilter[] = ['all', 'inplay', 'waiting', 'finished', 'unfinished'];

/** The sport segmented control. */
export function SportTabs({ value, onChange }: { value: SportFilter; onChange: (s: SportFilter) => void }) {
  const { t } = useTranslation('sportsData');
  return (
    <div className={styles.sports} role="tablist" data-testid="sport-tabs">
      {SPORTS.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === value}
          className={`${styles.sport} ${s === value ? styles.sportOn : ''}`}
          onClick={() => onChange(s)}
          data-sport={s}
        >
          {t(`sport.${s}`)}
        </button>
      ))}
    </div>
  );
}

/** The status chips with counts. */
export function StatusChips({
  value,
  counts,
  onChange,
}: {
  value: StatusFilter;
  counts: Record<StatusFilter, number> | null;
  onChange: (s: StatusFilter) => void;
}) {
  const { t } = useTranslation('score');
  return (
    <div className={styles.chips} role="tablist" data-testid="status-chips">
      {STATUSES.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === value}
          className={`${styles.chip} ${s === value ? styles.chipOn : ''} ${s === 'inplay' ? styles.chipLive : ''}`}
          onClick={() => onChange(s)}
          data-filter={s}
        >
          {t(`filter.${s}`)}
          {counts && <span className={styles.count}>{counts[s]}</span>}
        </button>
      ))}
    </div>
  );
}
