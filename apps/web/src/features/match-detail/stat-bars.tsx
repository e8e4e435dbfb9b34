// Match statistics as mirrored bars: each row shows both values and a bar split by their share, so the
// stronger side is visible at a glance.
import styles from './stat-bars.module.css';

/** One statistic. */
export interface StatRow {
  key: string;
  label: string;
  home: number;
  away: number;
  /** Shown with a % sign (possession). */
  percent?: boolean;
}

/** Mirrored statistic bars. */
export function StatBars({ rows }: { rows: StatRow[] }) {
  return (
    <div className={styles.list} data-testid="stat-bars">
      {rows.map((r) => {
        const total = r.home + r.away;
        const share = total > 0 ? r.home / total : 0.5;
        const fmt = (v: number) => (r.percent ? `${Math.round(v)}%` : String(v));
        return (
          <div key={r.key} className={styles.row} data-stat={r.key}>
            <div className={styles.values}>
              <span className={share > 0.5 ? styles.lead : ''}>{fmt(r.home)}</span>
              <span className={styles.label}>{r.label}</span>
              <span className={share < 0.5 ? styles.lead : ''}>{fmt(r.away)}</span>
            </div>
            <div className={styles.bar}>
              <div className={styles.home} style={{ width: `${share * 100}%` }} />
              <div className={styles.away} style={{ width: `${(1 - share) * 100}%` }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
