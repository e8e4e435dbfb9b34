// The analysis tab: head to head (a win/draw/loss bar and the meetings), each club's recent form as
// coloured results, their next matches, and their league positions.
import { deriveMatch, hasStarted } from '@tifo/sports';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Crest } from '../../components/crest';
import { useDisplayName } from '../../data/sports/names';
import { detailPath } from '../../data/sports/paths';
import { useAnalysis } from './queries';
import { sportsKeys } from '../../data/queries/matches';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { AnalysisSide, FormSummary, Match } from '../../data/sports/types';
import type { TabProps } from './tab-props';
import { StandingsTable } from './standings-table';
import styles from './analysis.module.css';
import card from './match-detail.module.css';

/** W, D or L of a finished match for a club. */
export function resultFor(m: Match, teamId: number): 'W' | 'D' | 'L' {
  const [mine, theirs] =
    m.hometeam.id === teamId ? [m.home_score, m.away_score] : [m.away_score, m.home_score];
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}

function SummaryBar({ s, labels }: { s: FormSummary; labels: [string, string, string] }) {
  const total = Math.max(1, s.win + s.draw + s.lose);
  return (
    <div className={styles.summary}>
      <div className={styles.bar}>
        <span className={styles.w} style={{ width: `${(s.win / total) * 100}%` }} />
        <span className={styles.d} style={{ width: `${(s.draw / total) * 100}%` }} />
        <span className={styles.l} style={{ width: `${(s.lose / total) * 100}%` }} />
      </div>
      <div className={styles.legend}>
        <span className={styles.tw}>
          {labels[0]} {s.win}
        </span>
        <span>
          {labels[1]} {s.draw}
        </span>
        <span className={styles.tl}>
          {labels[2]} {s.lose}
        </span>
        <span className={styles.goals}>
          {s.goals_for}:{s.goals_against}
        </span>
      </div>
    </div>
  );
}

function MiniMatch({ m, teamId }: { m: Match; teamId?: number }) {
  const name = useDisplayName();
  const d = deriveMatch(m, Date.now());
  const played = hasStarted(m.sport_id, m.status);
  const r = played && teamId ? resultFor(m, teamId) : null;
  return (
    <Link to={detailPath(m)} className={styles.mini} data-testid="mini-match">
      <span className={styles.miniDate}>{d.date.slice(2)}</span>
      <span className={`${styles.miniTeam} ${styles.right}`}>
        {name(m.hometeam, true)}
        <Crest name={name(m.hometeam)} logo={m.hometeam.logo} size={16} />
      </span>
      <span className={styles.miniScore}>{played ? `${m.home_score}-${m.away_score}` : d.shortTime}</span>
      <span className={styles.miniTeam}>
        <Crest name={name(m.awayteam)} logo={m.awayteam.logo} size={16} />
        {name(m.awayteam, true)}
      </span>
      {r && <i className={styles[`r${r}`]}>{r}</i>}
    </Link>
  );
}

function Side({
  side,
  title,
  labels,
}: {
  side: AnalysisSide;
  title: string;
  labels: [string, string, string];
}) {
  const { t } = useTranslation('matchDetail');
  return (
    <section className={card.card} data-testid="form-side">
      <h3 className={card.cardTitle}>{title}</h3>
      <div className={styles.dots}>
        {[...side.recent].reverse().map((m) => {
          const r = resultFor(m, side.team_id);
          return (
            <i key={m.id} className={styles[`r${r}`]}>
              {r}
            </i>
          );
        })}
      </div>
      <SummaryBar s={side.recent_summary} labels={labels} />
      {side.recent.map((m) => (
        <MiniMatch key={m.id} m={m} teamId={side.team_id} />
      ))}
      {side.upcoming.length > 0 && (
        <>
          <h4 className={styles.sub}>{t('upcoming')}</h4>
          {side.upcoming.map((m) => (
            <MiniMatch key={m.id} m={m} />
          ))}
        </>
      )}
    </section>
  );
}

/** The analysis tab. */
export default function AnalysisTab({ sportId, matchId }: TabProps) {
  const { t } = useTranslation('matchDetail');
  const name = useDisplayName();
  const match = useQueryClient().getQueryData<Match>(sportsKeys.match(matchId));
  const q = useAnalysis(sportId, matchId);
  if (q.isLoading) return <LoadingRows rows={4} />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const a = q.data;
  const labels: [string, string, string] = [t('win'), t('draw'), t('lose')];
  return (
    <div data-testid="analysis-tab">
      {a.standings.length > 0 && (
        <section className={card.card}>
          <h3 className={card.cardTitle}>{t('positions')}</h3>
          <StandingsTable
            rows={a.standings}
            sportId={sportId}
            compact
            highlight={[a.home.team_id]}
            teams={new Map(match ? [match.hometeam, match.awayteam].map((t) => [t.id, t]) : [])}
          />
        </section>
      )}
      <section className={card.card} data-testid="h2h">
        <h3 className={card.cardTitle}>
          {t('h2h')} · {name(match?.hometeam, true)}
        </h3>
        {a.h2h.list.length === 0 ? (
          <EmptyState compact text={t('noH2h')} />
        ) : (
          <>
            <SummaryBar s={a.h2h.summary} labels={labels} />
            {a.h2h.list.map((m) => (
              <MiniMatch key={m.id} m={m} teamId={a.home.team_id} />
            ))}
          </>
        )}
      </section>
      <Side side={a.home} title={`${t('recent')} · ${name(match?.hometeam, true)}`} labels={labels} />
      <Side side={a.away} title={`${t('recent')} · ${name(match?.awayteam, true)}`} labels={labels} />
    </div>
  );
}
