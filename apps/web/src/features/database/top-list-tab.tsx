// Top lists (scorers, assists, club attack, defence, wins) drawn as bars scaled to the leader, and the
// season figures (results split as a bar, goals, best attack and defence, biggest win).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchRow } from '../score/match-row';
import { Crest } from '../../components/crest';
import { useEventFigures, useEventRank } from './queries';
import type { RankType } from '../../data/sports/database-types';
import { useDisplayName } from '../../data/sports/names';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import styles from './database.module.css';

const TYPES: RankType[] = ['goals', 'assists', 'team_goals', 'team_defense', 'team_wins'];

/** The top lists. */
export function TopListTab({ id, seasonId, sportId }: { id: number; seasonId?: number; sportId: number }) {
  const { t, i18n } = useTranslation('database');
  const zh = i18n.language.startsWith('zh');
  const name = useDisplayName();
  const [type, setType] = useState<RankType>('goals');
  const q = useEventRank(id, seasonId, type);
  const max = Math.max(1, ...(q.data?.list ?? []).map((r) => r.value));
  return (
    <section className={styles.card} data-testid="top-list">
      <div className={styles.chips}>
        {TYPES.map((k) => (
          <button
            key={k}
            type="button"
            className={k === type ? styles.chipOn : ''}
            onClick={() => setType(k)}
          >
            {t(`rank.${k}${sportId === 2 && k === 'goals' ? '_bb' : ''}`)}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <LoadingRows rows={5} />
      ) : q.isError || !q.data ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <ol className={styles.top}>
          {q.data.list.map((r) => (
            <li key={`${r.rank}-${r.player_id ?? r.team.id}`} data-testid="top-row">
              <span className={`${styles.topRank} ${r.rank <= 3 ? styles[`medal${r.rank}`] : ''}`}>
                {r.rank}
              </span>
              <Crest name={name(r.team)} logo={r.team.logo} size={24} />
              <div className={styles.topMain}>
                <div className={styles.topName}>
                  {r.player_id ? (zh ? r.name_zh || r.name_en : r.name_en) : name(r.team, true)}
                  {r.player_id && <span className={styles.topTeam}>{name(r.team, true)}</span>}
                </div>
                <div className={styles.topBar}>
                  <span style={{ width: `${(r.value / max) * 100}%` }} />
                </div>
              </div>
              <b className={styles.topValue}>{r.value}</b>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The season figures. */
export function FiguresTab({ id, seasonId, sportId }: { id: number; seasonId?: number; sportId: number }) {
  const { t } = useTranslation('database');
  const name = useDisplayName();
  const q = useEventFigures(id, seasonId);
  if (q.isLoading) return <LoadingRows rows={3} />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const f = q.data;
  const total = Math.max(1, f.home_wins + f.draws + f.away_wins);
  return (
    <div data-testid="figures-tab">
      <section className={styles.card}>
        <div className={styles.figGrid}>
          <div>
            <b>
              {f.played}/{f.total}
            </b>
            <span>{t('fig.played')}</span>
          </div>
          <div>
            <b>{f.goals}</b>
            <span>{t(sportId === 2 ? 'fig.points' : 'fig.goals')}</span>
          </div>
          <div>
            <b>{f.avg_goals}</b>
            <span>{t('fig.avg')}</span>
          </div>
        </div>
        <div className={styles.split}>
          <span className={styles.sh} style={{ flex: f.home_wins || 0.001 }} />
          {sportId === 1 && <span className={styles.sd} style={{ flex: f.draws || 0.001 }} />}
          <span className={styles.sa} style={{ flex: f.away_wins || 0.001 }} />
        </div>
        <div className={styles.splitText}>
          <span>
            {t('fig.home')} {Math.round((f.home_wins / total) * 100)}%
          </span>
          {sportId === 1 && (
            <span>
              {t('fig.draw')} {Math.round((f.draws / total) * 100)}%
            </span>
          )}
          <span>
            {t('fig.away')} {Math.round((f.away_wins / total) * 100)}%
          </span>
        </div>
      </section>
      <section className={`${styles.card} ${styles.best}`}>
        {f.best_attack && (
          <div>
            <Crest name={name(f.best_attack.team)} logo={f.best_attack.team.logo} size={36} />
            <span>{t('fig.attack')}</span>
            <b>{name(f.best_attack.team, true)}</b>
            <small>{f.best_attack.value}</small>
          </div>
        )}
        {f.best_defense && (
          <div>
            <Crest name={name(f.best_defense.team)} logo={f.best_defense.team.logo} size={36} />
            <span>{t('fig.defense')}</span>
            <b>{name(f.best_defense.team, true)}</b>
            <small>{f.best_defense.value}</small>
          </div>
        )}
      </section>
      {f.biggest_win && (
        <section className={styles.card}>
          <h3 className={styles.h3}>{t('fig.biggest')}</h3>
          <MatchRow match={f.biggest_win} followed={false} />
        </section>
      )}
    </div>
  );
}
