// /database/league/:sname/:cid: a competition with its season picker and the tabs standings (total, home,
// away; computed by the API from the results), fixtures by round, top lists and season figures. Opening it
// records the league among the visited ones.
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StandingsTable } from '../match-detail/standings-table';
import { BackHeader } from '../../components/back-header';
import { Crest } from '../../components/crest';
import { useEventInfo } from './queries';
import { displayName, useDisplayName } from '../../data/sports/names';
import { useSportsStore } from '../../data/sports/sports-store';
import { ErrorState, LoadingRows } from '../../components/states';
import { useEventTable } from './queries';
import { FixturesTab } from './fixtures-tab';
import { FiguresTab, TopListTab } from './top-list-tab';
import styles from './database.module.css';

type Tab = 'table' | 'fixtures' | 'top' | 'figures';
const TABS: Tab[] = ['table', 'fixtures', 'top', 'figures'];

function TableTab({ id, seasonId, sportId }: { id: number; seasonId?: number; sportId: number }) {
  const { t } = useTranslation('database');
  const [type, setType] = useState<'total' | 'home' | 'away'>('total');
  const q = useEventTable(id, seasonId, type);
  return (
    <section className={styles.card}>
      <div className={styles.seg}>
        {(['total', 'home', 'away'] as const).map((k) => (
          <button key={k} type="button" className={k === type ? styles.segOn : ''} onClick={() => setType(k)}>
            {t(`tableType.${k}`)}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <LoadingRows rows={6} />
      ) : q.isError || !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : (
        <StandingsTable rows={q.data.list} sportId={sportId} competitionId={id} />
      )}
    </section>
  );
}

/** The league screen. */
export default function LeaguePage() {
  const { t, i18n } = useTranslation('database');
  const name = useDisplayName();
  const { sname, cid } = useParams();
  const id = Number(cid);
  const sportId = sname === 'basketball' ? 2 : 1;
  const [params, setParams] = useSearchParams();
  const seasonParam = Number(params.get('season')) || undefined;
  const tab = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'table';
  const info = useEventInfo(id, seasonParam);
  const seasonId = seasonParam ?? info.data?.season.id;
  const visit = useSportsStore((s) => s.visitLeague);
  const event = info.data?.event;
  useEffect(() => {
    if (event)
      visit({
        id: event.id,
        name: displayName(event, i18n.language, true),
        logo: event.logo,
        sportsType: sportId,
      });
  }, [event, visit, sportId, i18n.language]);
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  };
  return (
    <div className={styles.page} data-testid="league-page">
      <BackHeader title={event ? name(event) : t('title')} />
      {info.isLoading ? (
        <LoadingRows rows={2} />
      ) : info.isError || !info.data ? (
        <ErrorState onRetry={() => void info.refetch()} />
      ) : (
        <section className={`${styles.leagueHead} ${sportId === 2 ? styles.leagueHeadBasket : ''}`}>
          <Crest name={name(info.data.event)} logo={info.data.event.logo} size={56} />
          <div className={styles.leagueText}>
            <h2>{name(info.data.event)}</h2>
            <span>
              {i18n.language.startsWith('zh') ? info.data.event.country_zh : info.data.event.country_en} ·{' '}
              {t('clubs', { count: info.data.teams.length })}
            </span>
          </div>
          <select
            className={styles.season}
            value={seasonId}
            onChange={(e) => set({ season: e.target.value })}
            aria-label={t('season')}
          >
            {info.data.seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </section>
      )}
      <nav className={styles.tabs} role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === tab}
            className={`${styles.tab} ${k === tab ? styles.tabOn : ''}`}
            onClick={() => set({ tab: k })}
            data-tab={k}
          >
            {t(`tab.${k}`)}
          </button>
        ))}
      </nav>
      <div className={styles.body}>
        {info.data && tab === 'table' && <TableTab id={id} seasonId={seasonId} sportId={sportId} />}
        {info.data && tab === 'fixtures' && <FixturesTab id={id} seasonId={seasonId} />}
        {info.data && tab === 'top' && <TopListTab id={id} seasonId={seasonId} sportId={sportId} />}
        {info.data && tab === 'figures' && <FiguresTab id={id} seasonId={seasonId} sportId={sportId} />}
      </div>
    </div>
  );
}
