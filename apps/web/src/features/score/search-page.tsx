// /score/search: find matches by team or competition name. The last 5 distinct opened results are kept as
// history chips (spec section 9).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { displayName } from '../../data/sports/names';
import { detailPath } from '../../data/sports/paths';
import { useRaceSearch } from '../../data/queries/matches';
import { useSportsStore } from '../../data/sports/sports-store';
import type { Match } from '../../data/sports/types';
import { MatchList } from './match-list';
import styles from './score.module.css';

/** Waits until typing pauses before searching. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

/** The search box and the history chips, shared by /score/search and /search. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('score');
  return (
    <form className={styles.searchForm} role="search" onSubmit={(e) => e.preventDefault()}>
      <input
        className={styles.searchInput}
        type="search"
        value={value}
        placeholder={t('searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        autoFocus
        data-testid="search-input"
        enterKeyHint="search"
      />
    </form>
  );
}

/** The history chips; tapping one reopens it, the bin clears the log. */
export function SearchHistory() {
  const { t } = useTranslation('score');
  const log = useSportsStore((s) => s.searchLog);
  const setLog = useSportsStore((s) => s.setSearchLog);
  if (log.length === 0) return null;
  return (
    <section className={styles.history} data-testid="search-history">
      <div className={styles.historyHead}>
        <span>{t('history')}</span>
        <button type="button" className={styles.linkBtn} onClick={() => setLog([])}>
          {t('clear')}
        </button>
      </div>
      <div className={styles.historyChips}>
        {log.map((e) => (
          <Link key={e.target_id} to={e.path} className={styles.historyChip}>
            {e.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The history entry of an opened match. */
export function matchLogEntry(m: Match, lang: string) {
  return {
    target_id: `match:${m.id}`,
    label: `${displayName(m.hometeam, lang, true)} - ${displayName(m.awayteam, lang, true)}`,
    path: detailPath(m),
  };
}

/** The match search screen. */
export default function ScoreSearchPage() {
  const { t, i18n } = useTranslation('score');
  const [keyword, setKeyword] = useState('');
  const q = useDebounced(keyword.trim());
  const query = useRaceSearch(q, 0);
  const addLog = useSportsStore((s) => s.setSearchLog);
  return (
    <div className={styles.page} data-testid="search-page">
      <BackHeader>
        <SearchBox value={keyword} onChange={setKeyword} />
      </BackHeader>
      {!q ? (
        <SearchHistory />
      ) : (
        <div
          onClickCapture={(e) => {
            const id = (e.target as HTMLElement).closest('[data-match-id]')?.getAttribute('data-match-id');
            const m = query.data?.find((x) => String(x.id) === id);
            if (m) addLog(matchLogEntry(m, i18n.language));
          }}
        >
          <MatchList
            matches={query.data}
            isLoading={query.isLoading}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            resetKey={q}
            emptyText={t('noResults')}
          />
        </div>
      )}
    </div>
  );
}
