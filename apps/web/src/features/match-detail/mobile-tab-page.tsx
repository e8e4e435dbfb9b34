// /mobile/{happening,analysis,lineup,index,rank}/:matchid and the /mobile/basketball/... variants: one tab
// body alone, for the native apps to embed in their own match screens.
import { useLocation, useParams } from 'react-router';
import { useCommonConfig } from '../../data/queries/config';
import { EmptyState, LoadingRows } from '../../components/states';
import { BUILT_TABS, MOBILE_SEGMENT, detailTabs, effectiveSwitches, type BuiltTab } from './detail-tabs';
import { TabBody, sportFromPath } from './detail-page';
import styles from './match-detail.module.css';

/** The tab named by a /mobile/... path. */
export function tabFromPath(pathname: string): BuiltTab | null {
  const segment = /\/mobile\/(?:basketball\/)?([a-z]+)\//.exec(pathname)?.[1];
  return BUILT_TABS.find((t) => MOBILE_SEGMENT[t] === segment) ?? null;
}

/** A single detail tab without the page chrome. */
export default function MobileTabPage() {
  const { matchid } = useParams();
  const { pathname } = useLocation();
  const matchId = Number(matchid);
  const sportId = sportFromPath(pathname);
  const tab = tabFromPath(pathname);
  const config = useCommonConfig();
  const switches = effectiveSwitches(config);
  const allowed = tab !== null && !!switches && detailTabs(switches, sportId, matchId).includes(tab);
  return (
    <div className={styles.page} data-testid="mobile-tab-page">
      <div className={styles.body}>
        {tab && allowed ? (
          <TabBody tab={tab} sportId={sportId} matchId={matchId} />
        ) : switches ? (
          <EmptyState />
        ) : (
          <LoadingRows rows={3} />
        )}
      </div>
    </div>
  );
}
