// The database home: recently visited leagues, hot competitions as a crest grid, the hot-club billboards,
// and every competition grouped by country. Also the "database" tab of /headline.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Crest } from '../../components/crest';
import { BillboardIcon, GlobeIcon } from '../../components/icons';
import { useDatabaseHome, useEventList } from './queries';
import type { EventView } from '../../data/sports/database-types';
import { useDisplayName } from '../../data/sports/names';
import { leaguePath, sportName } from '../../data/sports/paths';
import { useSportsStore } from '../../data/sports/sports-store';
import { ErrorState, LoadingRows } from '../../components/states';
import styles from './database.module.css';

function LeagueTile({ e }: { e: EventView }) {
  const name = useDisplayName();
  return (
    <Link to={leaguePath(sportName(e.sport_id), e.id)} className={styles.tile} data-testid="league-tile">
      <Crest name={name(e)} logo={e.logo} size={40} />
      <span>{name(e, true)}</span>
    </Link>
  );
}

/** The database home content. */
export function DatabaseHome() {
  const { t, i18n } = useTranslation('database');
  const zh = i18n.language.startsWith('zh');
  const [sport, setSport] = useState<1 | 2>(1);
  const home = useDatabaseHome();
  const list = useEventList(sport);
  const visited = useSportsStore((s) => s.visitedLeagues);
  const hot = (home.data?.hotList ?? []).filter((e) => e.sport_id === sport);
  return (
    <div data-testid="database-home">
      <div className={styles.sportTabs} role="tablist">
        {([1, 2] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === sport}
            className={`${styles.sportTab} ${s === sport ? styles.sportTabOn : ''}`}
            onClick={() => setSport(s)}
          >
            {t(`sport.${s}`)}
          </button>
        ))}
      </div>
      {visited.length > 0 && (
        <section className={styles.section} data-testid="visited-leagues">
          <h3 className={styles.h3}>{t('visited')}</h3>
          <div className={styles.visited}>
            {visited.map((v) => (
              <Link
                key={`${v.sportsType}-${v.id}`}
                to={leaguePath(sportName(v.sportsType), Number(v.id))}
                className={styles.chip}
              >
                <Crest name={v.name} logo={v.logo} size={20} />
                {v.name}
              </Link>
            ))}
          </div>
        </section>
      )}
      <section className={styles.section}>
        <h3 className={styles.h3}>{t('hot')}</h3>
        {home.isLoading ? (
          <LoadingRows rows={2} />
        ) : home.isError ? (
          <ErrorState onRetry={() => void home.refetch()} />
        ) : (
          <div className={styles.grid}>
            {hot.map((e) => (
              <LeagueTile key={e.id} e={e} />
            ))}
          </div>
        )}
      </section>
      <Link
        to={`/database/billboard/${sportName(sport)}`}
        className={styles.billboard}
        data-testid="to-billboard"
      >
        <BillboardIcon />
        <div>
          <b>{t(`billboard.${sportName(sport)}`)}</b>
          <small>{t('billboardHint')}</small>
        </div>
        <span className={styles.chev}>›</span>
      </Link>
      {sport === 1 && (
        <Link to="/database/billboard/fifa" className={styles.billboard} data-testid="to-fifa-rank">
          <GlobeIcon />
          <div>
            <b>{t('billboard.fifa')}</b>
            <small>{t('fifaHint')}</small>
          </div>
          <span className={styles.chev}>›</span>
        </Link>
      )}
      <section className={styles.section}>
        <h3 className={styles.h3}>{t('all')}</h3>
        {list.isLoading ? (
          <LoadingRows rows={3} />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : (
          (list.data ?? []).map((g) => (
            <div key={g.country_en} className={styles.country}>
              <div className={styles.countryName}>
                {g.country_logo && <img src={g.country_logo} alt="" width={18} height={13} />}
                {zh ? g.country_zh : g.country_en}
              </div>
              <div className={styles.grid}>
                {g.list.map((e) => (
                  <LeagueTile key={e.id} e={e} />
                ))}
              </div>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
