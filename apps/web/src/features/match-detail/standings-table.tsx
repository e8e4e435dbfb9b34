// A league table: rank, club, played, W-D-L, goals, points (win rate for basketball), the last five results,
// with chosen clubs highlighted. Shared by the rank and analysis tabs and the database league page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Crest } from '../../components/crest';
import { displayName } from '../../data/sports/names';
import { sportName, teamPath } from '../../data/sports/paths';
import type { StandingRow } from '../../data/sports/types';
import styles from './standings.module.css';

/** The last five results as coloured dots. */
export function FormDots({ form }: { form: string }) {
  return (
    <span className={styles.form}>
      {[...form].map((r, i) => (
        <i key={i} className={styles[`f${r}`]} title={r}>
          {r}
        </i>
      ))}
    </span>
  );
}

/** A table row, with its club where the call sends one (the rank tab's may be null for an unknown club). */
type TableRow = StandingRow & { team?: { name_zh: string; name_en: string; logo: string } | null };

/** The table. `highlight` marks team ids; `compact` leaves out goals and form (narrow places). */
export function StandingsTable({
  rows,
  sportId,
  highlight = [],
  compact = false,
  teams,
  competitionId,
}: {
  rows: TableRow[];
  sportId: number;
  highlight?: number[];
  compact?: boolean;
  /** Clubs to name rows that come without a `team` (the analysis positions). */
  teams?: ReadonlyMap<number, { name_zh: string; name_en: string; logo?: string }>;
  /** The table's competition: rows link to the club pages. */
  competitionId?: number;
}) {
  const { t, i18n } = useTranslation('matchDetail');
  const basketball = sportId === 2;
  return (
    <table className={styles.table} data-testid="standings">
      <thead>
        <tr>
          <th>#</th>
          <th className={styles.team}>{t('table.team')}</th>
          <th>{t('table.p')}</th>
          <th>{basketball ? t('table.wl') : t('table.wdl')}</th>
          {!compact && <th>{basketball ? t('table.pm') : t('table.goals')}</th>}
          <th>{basketball ? t('table.pct') : t('table.pts')}</th>
          {!compact && <th>{t('table.form')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const team = r.team ?? teams?.get(r.team_id);
          const name = team
            ? displayName({ name_zh: team.name_zh, name_en: team.name_en }, i18n.language)
            : String(r.team_id);
          return (
            <tr
              key={r.team_id}
              className={highlight.includes(r.team_id) ? styles.hl : ''}
              data-testid="standing-row"
              data-team-id={r.team_id}
            >
              <td>
                <span className={`${styles.rank} ${r.rank <= 4 ? styles.top : ''}`}>{r.rank}</span>
              </td>
              <td className={styles.team}>
                {competitionId ? (
                  <Link
                    to={teamPath(sportName(sportId), r.team_id, competitionId)}
                    className={styles.teamLink}
                  >
                    <Crest name={name} logo={team?.logo} size={20} />
                    <span>{name}</span>
                  </Link>
                ) : (
                  <span className={styles.teamLink}>
                    <Crest name={name} logo={team?.logo} size={20} />
                    <span>{name}</span>
                  </span>
                )}
              </td>
              <td data-col="played">{r.played}</td>
              <td data-col="wdl">{basketball ? `${r.won}-${r.lost}` : `${r.won}-${r.drawn}-${r.lost}`}</td>
              {!compact && (
                <td data-col="goals">
                  {r.goals_for}:{r.goals_against}
                </td>
              )}
              <td className={styles.pts} data-col="points">
                {basketball ? `${(r.win_rate * 100).toFixed(1)}%` : r.points}
              </td>
              {!compact && (
                <td>
                  <FormDots form={r.form} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
