// The horizontal day picker of the score list: a few past days for results, today, and the coming week.
import { dateStripAround } from '@tifo/sports';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './score.module.css';

/** Days shown before and after today. */
export const STRIP_BACK = 3;
/** Days shown after today. */
export const STRIP_FORWARD = 6;

/**
 * A scrollable strip of days around `today` (the engine's day, as the page reads it from the server's clock); the
 * selected one is kept in view. The strip follows `today`: computed once from the device clock at mount, it missed
 * the server's today, and so the selected day, whenever the two clocks were days apart.
 */
export function DateStrip({
  today,
  value,
  onChange,
}: {
  today: string;
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation('sportsData');
  const days = useMemo(() => dateStripAround(today, STRIP_BACK, STRIP_FORWARD), [today]);
  const weekdays = t('weekday', { returnObjects: true }) as string[];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, [value]);
  return (
    <div className={styles.strip} ref={ref} role="tablist" data-testid="date-strip">
      {days.map((d) => (
        <button
          key={d.date}
          type="button"
          role="tab"
          aria-selected={d.date === value}
          className={`${styles.day} ${d.date === value ? styles.dayOn : ''}`}
          onClick={() => onChange(d.date)}
          data-date={d.date}
        >
          <span className={styles.dayName}>{d.today ? t('today') : weekdays[d.weekday]}</span>
          <span className={styles.dayDate}>{d.short}</span>
        </button>
      ))}
    </div>
  );
}
