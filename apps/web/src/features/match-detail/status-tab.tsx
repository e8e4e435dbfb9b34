// The status ("happening") tab: the score by period, the statistics as mirrored bars and the key events
// as a timeline. Polls while the match is live.
import { useTranslation } from 'react-i18next';
import { useDisplayName } from '../../data/sports/names';
import { useMatchData } from './queries';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { Incident, Match } from '../../data/sports/types';
import type { TabProps } from './tab-props';
import { EventsTimeline, type TimelineEvent } from './events-timeline';
import { StatBars } from './stat-bars';
import { TextLive } from './text-live';
import styles from './match-detail.module.css';

const SCORING = new Set(['goal', 'penalty', 'own_goal', 'shootout']);

/** Incidents as timeline rows, newest first, names in the interface language. */
export function toTimeline(list: Incident[], zh: boolean): TimelineEvent[] {
  return [...list].reverse().map((e) => ({
    id: e.id,
    when: e.time_text,
    type: e.type,
    side: e.side,
    player: zh ? e.player_name_zh || e.player_name_en : e.player_name_en || e.player_name_zh,
    player2:
      (zh ? e.player2_name_zh || e.player2_name_en : e.player2_name_en || e.player2_name_zh) || undefined,
    score: SCORING.has(e.type) ? `${e.home_score}-${e.away_score}` : undefined,
  }));
}

function PeriodTable({ match }: { match: Match }) {
  const { t } = useTranslation('matchDetail');
  const name = useDisplayName();
  const periods = match.period_scores;
  if (periods.length === 0) return null;
  const label = (i: number) =>
    match.sport_id === 2
      ? i < 4
        ? `Q${i + 1}`
        : `OT${i > 4 ? i - 3 : ''}`
      : t(i === 0 ? 'firstHalf' : 'secondHalf');
  return (
    <table className={styles.periods} data-testid="period-table">
      <thead>
        <tr>
          <th />
          {periods.map((_, i) => (
            <th key={i}>{label(i)}</th>
          ))}
          <th>{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {(['home', 'away'] as const).map((side, s) => (
          <tr key={side}>
            <td className={styles.periodTeam}>
              {name(side === 'home' ? match.hometeam : match.awayteam, true)}
            </td>
            {periods.map((p, i) => (
              <td key={i}>{p[s]}</td>
            ))}
            <td className={styles.periodTotal}>{side === 'home' ? match.home_score : match.away_score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The status tab. */
export default function StatusTab({ sportId, matchId }: TabProps) {
  const { t, i18n } = useTranslation('matchDetail');
  const zh = i18n.language.startsWith('zh');
  const q = useMatchData(sportId, matchId);
  if (q.isLoading) return <LoadingRows rows={4} />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const { match, stats, incidents } = q.data;
  const rows = stats.map((s) => ({
    key: s.key,
    label: zh ? s.name_zh : s.name_en,
    home: s.home,
    away: s.away,
    percent: s.key === 'possession' || s.key.endsWith('_pct'),
  }));
  return (
    <div data-testid="status-tab">
      {match.period_scores && match.period_scores.length > 0 && (
        <section className={styles.card}>
          <PeriodTable match={match} />
        </section>
      )}
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('events')}</h3>
        {incidents.length === 0 ? (
          <EmptyState compact text={t('noEvents')} />
        ) : (
          <EventsTimeline events={toTimeline(incidents, zh)} />
        )}
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('stats')}</h3>
        {rows.length === 0 ? <EmptyState compact text={t('noStats')} /> : <StatBars rows={rows} />}
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('textLive')}</h3>
        <TextLive sportId={sportId} matchId={matchId} />
      </section>
    </div>
  );
}
