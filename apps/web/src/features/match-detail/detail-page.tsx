// /score/detail/... : the match header and the data tabs allowed by the configuration. The tab is kept in
// ?tab= so a shared link opens the same tab. Tab bodies load on demand (the index tab brings ECharts).
import { lazy, Suspense } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '../../data/queries/config';
import { useMatchAnchors } from '../live/queries';
import { BackHeader } from '../../components/back-header';
import { useMatchInfo } from './queries';
import { ErrorState, LoadingRows } from '../../components/states';
import { detailTabs, effectiveSwitches, type BuiltTab } from './detail-tabs';
import { MatchHero } from './match-hero';
import styles from './match-detail.module.css';
import type { TabProps } from './tab-props';

const TAB_BODIES: Record<BuiltTab, React.LazyExoticComponent<React.ComponentType<TabProps>>> = {
  chat: lazy(() => import('../live/chat/match-chat-tab')),
  lives: lazy(() => import('../live/lives-tab')),
  status: lazy(() => import('./status-tab')),
  analysis: lazy(() => import('./analysis-tab')),
  lineup: lazy(() => import('./lineup-tab')),
  index: lazy(() => import('./index-tab')),
  rank: lazy(() => import('./rank-tab')),
};

/** The sport of a detail route: basketball paths name it, everything else is football. */
export function sportFromPath(pathname: string): 1 | 2 {
  return /\/basketball\//.test(pathname) ? 2 : 1;
}

/** One tab body with its own loading state. */
export function TabBody({ tab, sportId, matchId }: { tab: BuiltTab } & TabProps) {
  const Body = TAB_BODIES[tab];
  return (
    <Suspense fallback={<LoadingRows rows={3} />}>
      <Body sportId={sportId} matchId={matchId} />
    </Suspense>
  );
}

/** The match detail screen. */
export default function DetailPage() {
  const { t } = useTranslation('matchDetail');
  const { matchid } = useParams();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const matchId = Number(matchid);
  const pathSport = sportFromPath(pathname);
  const match = useMatchInfo(pathSport, matchId);
  const sportId = (match.data?.sport_id ?? pathSport) as 1 | 2;
  const config = useCommonConfig();
  // Chat shows only when an anchor streams the match (spec section 2); it is the first room's chat.
  const anchors = useMatchAnchors(sportId, matchId);
  const tabs = detailTabs(effectiveSwitches(config), sportId, matchId, (anchors.data?.length ?? 0) > 0);
  const requested = params.get('tab') as BuiltTab | null;
  // The data tabs open first (a match is mostly followed for its data); chat and lives are one tap away.
  const tab =
    requested && tabs.includes(requested)
      ? requested
      : (tabs.find((k) => k !== 'lives' && k !== 'chat') ?? tabs[0]);
  return (
    <div className={styles.page} data-testid="detail-page">
      <BackHeader title={t('title')} />
      {match.isLoading ? (
        <LoadingRows rows={2} />
      ) : match.isError || !match.data ? (
        <ErrorState onRetry={() => void match.refetch()} />
      ) : (
        <MatchHero match={match.data} />
      )}
      {tabs.length > 0 && (
        <nav className={styles.tabs} role="tablist">
          {tabs.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === tab}
              className={`${styles.tab} ${k === tab ? styles.tabOn : ''}`}
              onClick={() => setParams({ tab: k }, { replace: true })}
              data-tab={k}
            >
              {t(`tab.${k}`)}
            </button>
          ))}
        </nav>
      )}
      <div className={styles.body} role="tabpanel">
        {tab && match.data && <TabBody tab={tab} sportId={sportId} matchId={matchId} />}
      </div>
    </div>
  );
}
