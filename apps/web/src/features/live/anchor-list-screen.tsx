// /anchor-list: recommended anchors (live ones first, then the most followed) by sport, with follow buttons.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import { PullToRefresh } from '../score/pull-to-refresh';
import { AnchorRow } from './anchor-row';
import { useRecAnchors } from './queries';
import styles from './live.module.css';

const SPORTS = [0, 1, 2] as const;

/** The /anchor-list screen. */
export function AnchorListScreen() {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  const sport = Number(params.get('sport')) || 0;
  const anchors = useRecAnchors(sport);
  return (
    <div className={styles.page} data-testid="anchor-list">
      <BackHeader title={t('anchorsTitle')} />
      <nav className={styles.categories} role="tablist">
        {SPORTS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === sport}
            className={`${styles.category} ${s === sport ? styles.categoryOn : ''}`}
            onClick={() => setParams(s ? { sport: String(s) } : {}, { replace: true })}
          >
            {t(`sport.${s}`)}
          </button>
        ))}
      </nav>
      <PullToRefresh onRefresh={() => anchors.refetch()}>
        {anchors.isLoading ? (
          <LoadingRows />
        ) : anchors.isError && !anchors.data ? (
          <ErrorState onRetry={() => void anchors.refetch()} />
        ) : !anchors.data?.length ? (
          <EmptyState text={t('noAnchors')} />
        ) : (
          <div className={styles.anchorList}>
            {anchors.data.map((a) => (
              <AnchorRow key={a.anchorid} anchor={a} />
            ))}
          </div>
        )}
      </PullToRefresh>
    </div>
  );
}
