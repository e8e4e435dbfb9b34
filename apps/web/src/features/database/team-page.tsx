// /database/team/:sname/:teamId?cid=: a club's season in its competition (position, record, form, goals)
// and its matches of the last week and the next two. The club's row comes from its competition's table: links
// from the app carry ?cid=, and a link without it asks getTeamInfo for the club's league first.
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormDots } from '../match-detail/standings-table';
import { MatchList } from '../score/match-list';
import { sortForList } from '../score/score-page';
import { BackHeader } from '../../components/back-header';
import { Crest } from '../../components/crest';
import { useTeamMatches } from '../../data/queries/matches';
import { useEventInfo, useEventTable, useTeamInfo } from './queries';
import { useDisplayName } from '../../data/sports/names';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import styles from './database.module.css';

/** The club screen. */
export default function TeamPage() {
  const { t } = useTranslation('database');
  const name = useDisplayName();
  const { sname, teamId } = useParams();
  const [params] = useSearchParams();
  const id = Number(teamId);
  const linkedCid = Number(params.get('cid')) || 0;
  const teamInfo = useTeamInfo(id, !linkedCid);
  const cid = linkedCid || teamInfo.data?.competition_id || 0;
  const sportId = sname === 'basketball' ? 2 : 1;
  const info = useEventInfo(cid);
  const table = useEventTable(cid, undefined, 'total');
  const row = table.data?.list.find((r) => r.team_id === id);
  const teamName = row?.team.name_en ?? '';
  const matches = useTeamMatches(id, teamName, sportId);
  if (!cid && teamInfo.isLoading) {
    return (
      <div className={styles.page}>
        <BackHeader title={t('title')} />
        <LoadingRows rows={2} />
      </div>
    );
  }
  if (!cid) {
    return (
      <div className={styles.page}>
        <BackHeader title={t('title')} />
        <EmptyState text={t('teamUnknown')} />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="team-page">
      <BackHeader title={row ? name(row.team) : t('title')} />
      {table.isLoading || info.isLoading ? (
        <LoadingRows rows={2} />
      ) : table.isError || !row ? (
        table.isError ? (
          <ErrorState onRetry={() => void table.refetch()} />
        ) : (
          <EmptyState text={t('teamUnknown')} />
        )
      ) : (
        <>
          <section className={`${styles.leagueHead} ${sportId === 2 ? styles.leagueHeadBasket : ''}`}>
            <Crest name={name(row.team)} logo={row.team.logo} size={60} />
            <div className={styles.leagueText}>
              <h2>{name(row.team)}</h2>
              <span>
                {info.data ? name(info.data.event, true) : ''} · {t('position', { n: row.rank })}
              </span>
            </div>
          </section>
          <section className={styles.card} style={{ marginTop: 10 }} data-testid="team-record">
            <div className={styles.figGrid}>
              <div>
                <b>{row.rank}</b>
                <span>{t('rankLabel')}</span>
              </div>
              <div>
                <b>{sportId === 2 ? `${row.won}-${row.lost}` : `${row.won}-${row.drawn}-${row.lost}`}</b>
                <span>{t(sportId === 2 ? 'wl' : 'wdl')}</span>
              </div>
              <div>
                <b>{sportId === 2 ? `${(row.win_rate * 100).toFixed(1)}%` : row.points}</b>
                <span>{t(sportId === 2 ? 'winRate' : 'points')}</span>
              </div>
            </div>
            <div className={styles.split}>
              <span className={styles.sh} style={{ flex: row.goals_for || 0.001 }} />
              <span className={styles.sa} style={{ flex: row.goals_against || 0.001 }} />
            </div>
            <div className={styles.splitText}>
              <span>
                {t(sportId === 2 ? 'pointsFor' : 'goalsFor')} {row.goals_for}
              </span>
              <FormDots form={row.form} />
              <span>
                {t(sportId === 2 ? 'pointsAgainst' : 'goalsAgainst')} {row.goals_against}
              </span>
            </div>
          </section>
          <h3 className={styles.h3} style={{ margin: '14px 14px 8px' }}>
            {t('teamMatches')}
          </h3>
          <MatchList
            matches={matches.data ? sortForList(matches.data) : undefined}
            isLoading={matches.isLoading}
            isError={matches.isError}
            onRetry={() => void matches.refetch()}
            resetKey={String(id)}
          />
        </>
      )}
    </div>
  );
}
