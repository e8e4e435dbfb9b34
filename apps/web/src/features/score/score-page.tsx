// /score: the match list of a day with sport tabs, status chips, ticking clocks, follow stars and
// pull to refresh. The selection lives in the URL (?date=&sport=&status=) so back and shared links keep it.
import {
  countByStatus,
  filterMatches,
  isLive,
  isStatusFilter,
  isoDate,
  matchPhase,
  type SportFilter,
  type StatusFilter,
} from '@tifo/sports';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon, StarIcon } from '../../components/icons';
import { useDateMatches } from '../../data/queries/matches';
import { engineNow } from '../../data/sports/server-clock';
import type { Match } from '../../data/sports/types';
import { DateStrip } from './date-strip';
import { SportTabs, StatusChips } from './filter-bar';
import { MatchList } from './match-list';
import { PullToRefresh } from './pull-to-refresh';
import styles from './score.module.css';

const PHASE_ORDER = { live: 0, break: 0, waiting: 1, other: 2, finished: 3 } as const;

/** Live matches first, then upcoming, then the rest; by kickoff within each group. */
export function sortForList(list: Match[]): Match[] {
  return [...list].sort((a, b) => PHASE_ORDER[matchPhase(a)] - PHASE_ORDER[matchPhase(b)] || a.time - b.time);
}

function parseSport(v: string | null): SportFilter {
  return v === '1' ? 1 : v === '2' ? 2 : 0;
}

/** The score list screen. */
export default function ScorePage() {
  const { t } = useTranslation('score');
  const [params, setParams] = useSearchParams();
  const today = isoDate(engineNow());
  const date = params.get('date') ?? today;
  const sport = parseSport(params.get('sport'));
  const rawStatus = params.get('status');
  const status: StatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const query = useDateMatches(date, sport);

  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  };

  const bySport = useMemo(() => filterMatches(query.data ?? [], { sport }), [query.data, sport]);
  const counts = useMemo(() => (query.data ? countByStatus(bySport) : null), [query.data, bySport]);
  const shown = useMemo(
    () => (query.data ? sortForList(filterMatches(bySport, { status })) : undefined),
    [query.data, bySport, status],
  );
  const liveCount = bySport.filter((m) => isLive(m.sport_id, m.status)).length;

  return (
    <div className={styles.page} data-testid="score-page">
      <header className={styles.header}>
        <SportTabs value={sport} onChange={(s) => set({ sport: String(s) })} />
        <div className={styles.actions}>
          <Link
            to="/score/search"
            className={styles.iconBtn}
            aria-label={t('search')}
            data-testid="to-search"
          >
            <SearchIcon />
          </Link>
          <Link
            to="/score/collected"
            className={styles.iconBtn}
            aria-label={t('collected')}
            data-testid="to-collected"
          >
            <StarIcon size={22} strokeWidth={1.8} />
          </Link>
        </div>
      </header>
      <DateStrip today={today} value={date} onChange={(d) => set({ date: d })} />
      <StatusChips value={status} counts={counts} onChange={(s) => set({ status: s })} />
      {liveCount > 0 && status === 'all' && (
        <div className={styles.liveBanner}>
          <span className={styles.pulse} />
          {t('liveNow', { count: liveCount })}
        </div>
      )}
      <PullToRefresh onRefresh={() => query.refetch()}>
        <MatchList
          matches={shown}
          isLoading={query.isLoading}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          resetKey={`${date}-${sport}-${status}`}
          emptyText={t('noMatches')}
        />
      </PullToRefresh>
    </div>
  );
}
