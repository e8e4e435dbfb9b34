// The lineup tab (football): both sides on one pitch in their formations, then the benches.
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useDisplayName } from '../../data/sports/names';
import { useLineups } from './queries';
import { sportsKeys } from '../../data/queries/matches';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import type { Lineup, Match } from '../../data/sports/types';
import type { TabProps } from './tab-props';
import { Pitch } from './pitch';
import styles from './match-detail.module.css';

const HOME_COLOR = '#1d4ed8';
const AWAY_COLOR = '#dc2626';

function Bench({ lineup, title, color }: { lineup: Lineup; title: string; color: string }) {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  return (
    <div className={styles.bench}>
      <h4 style={{ color }}>{title}</h4>
      <ul>
        {lineup.bench.map((p) => (
          <li key={p.id}>
            <span className={styles.shirt} style={{ background: color }}>
              {p.number}
            </span>
            {zh ? p.name_zh || p.name_en : p.name_en}
            <small>{p.position}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The lineup tab. */
export default function LineupTab({ sportId, matchId }: TabProps) {
  const { t, i18n } = useTranslation('matchDetail');
  const zh = i18n.language.startsWith('zh');
  const name = useDisplayName();
  const match = useQueryClient().getQueryData<Match>(sportsKeys.match(matchId));
  const q = useLineups(sportId, matchId);
  if (q.isLoading) return <LoadingRows rows={4} />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const { home, away } = q.data;
  if (!q.data.announced || !home || !away) return <EmptyState text={t('lineupLater')} />;
  const players = (l: Lineup) =>
    l.starters.map((p) => ({
      name: zh ? p.name_zh || p.name_en : p.name_en,
      number: p.number,
      x: p.x,
      y: p.y,
    }));
  return (
    <div data-testid="lineup-tab">
      <section className={styles.card}>
        <div className={styles.formations}>
          <span style={{ color: HOME_COLOR }}>
            {name(match?.hometeam, true)} <b>{home.formation}</b>
          </span>
          <span style={{ color: AWAY_COLOR }}>
            <b>{away.formation}</b> {name(match?.awayteam, true)}
          </span>
        </div>
        <Pitch
          home={{ formation: home.formation, players: players(home), color: HOME_COLOR }}
          away={{ formation: away.formation, players: players(away), color: AWAY_COLOR }}
        />
      </section>
      <section className={`${styles.card} ${styles.benches}`}>
        <Bench lineup={home} title={`${t('bench')} · ${name(match?.hometeam, true)}`} color={HOME_COLOR} />
        <Bench lineup={away} title={`${t('bench')} · ${name(match?.awayteam, true)}`} color={AWAY_COLOR} />
      </section>
    </div>
  );
}
