// /search: competitions, clubs and matches in one search, with the history chips (last 5 distinct) and, before
// typing, the hot competitions and clubs.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { Crest } from '../../components/crest';
import type { EventHit, TeamHit } from '../../data/sports/api';
import type { TeamRef } from '../../data/sports/types';
import { displayName, useDisplayName } from '../../data/sports/names';
import { leaguePath, sportName, teamPath } from '../../data/sports/paths';
import { useSportsStore, type SearchLog } from '../../data/sports/sports-store';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import { MatchList } from './match-list';
import { useSearchHome, useSearchMultiple } from './queries';
import { SearchBox, SearchHistory, matchLogEntry, useDebounced } from './search-page';
import styles from './score.module.css';

function eventEntry(e: EventHit, lang: string): SearchLog {
  return {
    target_id: `event:${e.id}`,
    label: displayName(e, lang, true),
    path: leaguePath(sportName(e.sport_id), e.id),
  };
}

function teamEntry(t: TeamHit, lang: string): SearchLog {
  return {
    target_id: `team:${t.id}`,
    label: displayName(t, lang, true),
    path: teamPath(sportName(t.sport_id), t.id, t.matchevent.id),
  };
}

function Hits({
  events,
  teams,
  onPick,
  onKeyword,
}: {
  events: EventHit[];
  /** Search hits carry their competition; the landing's hot clubs (raceHome) are plain clubs without one. */
  teams: Array<TeamHit | TeamRef>;
  onPick: (e: SearchLog) => void;
  /** Clubs without a competition (the landing's) search for their name instead of opening a page. */
  onKeyword: (keyword: string) => void;
}) {
  const { t, i18n } = useTranslation('score');
  const name = useDisplayName();
  return (
    <>
      {events.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>{t('events')}</h3>
          <div className={styles.hitGrid}>
            {events.map((e) => {
              const entry = eventEntry(e, i18n.language);
              return (
                <Link
                  key={e.id}
                  to={entry.path}
                  className={styles.hitTile}
                  onClick={() => onPick(entry)}
                  data-testid="hit-event"
                >
                  <Crest name={name(e)} logo={e.logo} size={36} />
                  <span>{name(e, true)}</span>
                </Link>
              );
            })}
          </div>
        </section>
      )}
      {teams.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>{t('teams')}</h3>
          <div className={styles.hitList}>
            {teams.map((team) => {
              if (!('matchevent' in team)) {
                return (
                  <button
                    key={team.id}
                    type="button"
                    className={styles.hitRow}
                    onClick={() => onKeyword(name(team, true))}
                    data-testid="hit-team"
                  >
                    <Crest name={name(team)} logo={team.logo} size={30} />
                    <span className={styles.hitName}>{name(team)}</span>
                  </button>
                );
              }
              const entry = teamEntry(team, i18n.language);
              return (
                <Link
                  key={team.id}
                  to={entry.path}
                  className={styles.hitRow}
                  onClick={() => onPick(entry)}
                  data-testid="hit-team"
                >
                  <Crest name={name(team)} logo={team.logo} size={30} />
                  <span className={styles.hitName}>{name(team)}</span>
                  <small>{name(team.matchevent, true)}</small>
                </Link>
              );
            })}
          </div>
        </section>
      )}
    </>
  );
}

/** The general search screen. */
export default function SearchAllPage() {
  const { t, i18n } = useTranslation('score');
  const [keyword, setKeyword] = useState('');
  const q = useDebounced(keyword.trim());
  const addLog = useSportsStore((s) => s.setSearchLog);
  const home = useSearchHome();
  const found = useSearchMultiple(q);
  return (
    <div className={styles.page} data-testid="search-all-page">
      <BackHeader>
        <SearchBox value={keyword} onChange={setKeyword} />
      </BackHeader>
      {!q ? (
        <>
          <SearchHistory />
          {home.data && (
            <Hits events={home.data.events} teams={home.data.teams} onPick={addLog} onKeyword={setKeyword} />
          )}
        </>
      ) : found.isLoading ? (
        <LoadingRows rows={4} />
      ) : found.isError || !found.data ? (
        <ErrorState onRetry={() => void found.refetch()} />
      ) : found.data.events.length + found.data.teams.length + found.data.matches.length === 0 ? (
        <EmptyState text={t('noResults')} />
      ) : (
        <>
          <Hits events={found.data.events} teams={found.data.teams} onPick={addLog} onKeyword={setKeyword} />
          {found.data.matches.length > 0 && (
            <section
              onClickCapture={(e) => {
                const id = (e.target as HTMLElement)
                  .closest('[data-match-id]')
                  ?.getAttribute('data-match-id');
                const m = found.data.matches.find((x) => String(x.id) === id);
                if (m) addLog(matchLogEntry(m, i18n.language));
              }}
            >
              <h3 className={styles.sectionTitle}>{t('matches')}</h3>
              <MatchList
                matches={found.data.matches}
                isLoading={false}
                isError={false}
                onRetry={() => undefined}
                resetKey={q}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
