// /database/billboard/fifa: national teams ranked by the FIFA formula over the World Cup results we hold.
// The podium and the points bars are the picture; the caption says how the table is made, because it is
// not FIFA's official ranking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { useFifaRank } from './queries';
import { CONFEDERATIONS, type Confederation } from '@tifo/sports';
import type { FifaRank, FifaRankRow } from '../../data/sports/database-types';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import { nationName } from '../../data/sports/nation-name';
import shared from './database.module.css';
import styles from './fifa-rank.module.css';

function Movement({ row }: { row: FifaRankRow }) {
  const { t } = useTranslation('database');
  if (row.previous_rank === null) return <span className={styles.new}>{t('fifa.new')}</span>;
  const up = row.previous_rank - row.rank;
  if (up === 0)
    return (
      <span className={styles.same} aria-label={t('fifa.same')}>
        –
      </span>
    );
  return (
    <span
      className={up > 0 ? styles.up : styles.down}
      aria-label={t(up > 0 ? 'fifa.up' : 'fifa.down', { n: Math.abs(up) })}
    >
      {up > 0 ? '▲' : '▼'}
      {Math.abs(up)}
    </span>
  );
}

function Caption({ data }: { data: FifaRank }) {
  const { t, i18n } = useTranslation('database');
  const sources = data.sources.map((s) => {
    const m = /^World Cup (\d{4})( Qualifying)?$/.exec(s);
    return m ? t(m[2] ? 'fifa.sourceQuali' : 'fifa.source', { year: m[1] }) : s;
  });
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(sources);
  return (
    <p className={styles.caption} data-testid="fifa-method">
      {t('fifa.method', { sources: list, matches: data.matches, start: data.start_points })}
      {data.as_of && data.previous_as_of && (
        <>
          <br />
          {t('fifa.asOf', { date: data.as_of, prev: data.previous_as_of })}
        </>
      )}
    </p>
  );
}

function Podium({ rows }: { rows: FifaRankRow[] }) {
  const { i18n } = useTranslation('database');
  // The shared podium styles put the second step left and the third right.
  return (
    <div className={shared.podium}>
      {rows.slice(0, 3).map((r, i) => (
        <div key={r.team.name} className={`${shared.step} ${shared[`step${i + 1}`] ?? ''}`}>
          <img src={r.team.flag} alt="" className={styles.bigFlag} />
          <span className={styles.podiumName}>{nationName(r.team, i18n.language)}</span>
          <b>{r.points.toFixed(0)}</b>
          <div className={shared.block}>{r.rank}</div>
        </div>
      ))}
    </div>
  );
}

function Rows({ rows }: { rows: FifaRankRow[] }) {
  const { t, i18n } = useTranslation('database');
  const max = Math.max(...rows.map((r) => r.points));
  const min = Math.min(...rows.map((r) => r.points));
  const share = (p: number) => (max === min ? 1 : 0.08 + (0.92 * (p - min)) / (max - min));
  return (
    <ol className={styles.rows}>
      {rows.map((r) => (
        <li key={r.team.name} className={styles.row} data-testid="fifa-row" data-team={r.team.name}>
          <span className={`${shared.topRank} ${r.rank <= 3 ? shared[`medal${r.rank}`] : ''}`}>{r.rank}</span>
          <Movement row={r} />
          <img src={r.team.flag} alt="" className={styles.flag} loading="lazy" />
          <span className={styles.name}>
            {nationName(r.team, i18n.language)}
            <small>
              {r.team.code} · {t('fifa.record', { won: r.won, drawn: r.drawn, lost: r.lost })}
            </small>
          </span>
          <span className={styles.points}>
            <b>{r.points.toFixed(2)}</b>
            <i className={styles.bar}>
              <i style={{ width: `${share(r.points) * 100}%` }} />
            </i>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The national-team ranking screen, with a confederation filter. */
export function FifaRankScreen() {
  const { t } = useTranslation('database');
  const [confed, setConfed] = useState<Confederation | undefined>(undefined);
  const q = useFifaRank(confed);
  const rows = q.data?.list ?? [];
  return (
    <div className={shared.page} data-testid="fifa-rank-page">
      <BackHeader title={t('billboard.fifa')} />
      <div className={shared.body}>
        <div className={shared.chips} role="tablist">
          {[undefined, ...CONFEDERATIONS].map((c) => (
            <button
              key={c ?? 'all'}
              type="button"
              role="tab"
              aria-selected={c === confed}
              className={c === confed ? shared.chipOn : ''}
              onClick={() => setConfed(c)}
            >
              {c ? t(`fifa.confed.${c}`) : t('fifa.all')}
            </button>
          ))}
        </div>
        {q.isLoading ? (
          <LoadingRows />
        ) : q.isError ? (
          <ErrorState onRetry={() => void q.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState text={t('fifa.empty')} />
        ) : (
          <section className={shared.card}>
            <Podium rows={rows} />
            <Rows rows={rows} />
            {q.data && <Caption data={q.data} />}
          </section>
        )}
      </div>
    </div>
  );
}
