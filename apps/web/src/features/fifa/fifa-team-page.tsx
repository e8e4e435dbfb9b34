// /fifa-team/:id and /mobile/fifa-team/{honor,stats,lineup}/:teamid: a club's Club World Cup 2025, its honour
// (how far it went, and its path), its numbers drawn as bars, its matches, and its players in the 2026 World
// Cup squads (the tournament data has no squads; see lineup-card.tsx).
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { EmptyState } from '../../components/states';
import { CwcMatchRow } from './cwc-match-row';
import { clubName } from './cwc-names';
import { Crest } from '../../components/crest';
import { teamRecord, type TeamRecord } from './cwc';
import { LineupCard } from './lineup-card';
import { Medal } from './trophy';
import { tournament } from './use-tournament';
import styles from './fifa.module.css';

function Honor({ rec }: { rec: TeamRecord }) {
  const { t } = useTranslation('fifa');
  return (
    <section className={styles.card} data-testid="fifa-honor">
      <div className={styles.honor}>
        <Medal stage={rec.stage} />
        <div>
          <div className={styles.honorStage}>{t(`stage.${rec.stage}`)}</div>
          <div className={styles.muted}>{t('honorText', { stage: t(`stage.${rec.stage}`) })}</div>
        </div>
      </div>
      <h3 className={styles.cardTitle}>{t('path')}</h3>
      <ol className={styles.path}>
        {rec.matches.map((m) => (
          <li key={m.index}>
            <span className={styles.pathRound}>
              {m.round.startsWith('Group ') ? t('group', { g: m.round.slice(6) }) : t(`round.${m.round}`)}
            </span>
            <CwcMatchRow m={m} highlight={rec.team.id} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Stats({ rec }: { rec: TeamRecord }) {
  const { t } = useTranslation('fifa');
  const total = Math.max(1, rec.played);
  const items: Array<[string, number]> = [
    ['played', rec.played],
    ['gf', rec.gf],
    ['ga', rec.ga],
    ['cleanSheets', rec.cleanSheets],
  ];
  return (
    <section className={styles.card} data-testid="fifa-stats">
      <div className={styles.wdl}>
        <div className={styles.wdlBar}>
          <span className={styles.w} style={{ flex: rec.won || 0.0001 }} />
          <span className={styles.d} style={{ flex: rec.drawn || 0.0001 }} />
          <span className={styles.l} style={{ flex: rec.lost || 0.0001 }} />
        </div>
        <div className={styles.wdlText}>
          <span>
            {t('stats.won')} {rec.won}
          </span>
          <span>
            {t('stats.drawn')} {rec.drawn}
          </span>
          <span>
            {t('stats.lost')} {rec.lost}
          </span>
        </div>
      </div>
      <div className={styles.statGrid}>
        {items.map(([k, v]) => (
          <div key={k} className={styles.stat}>
            <b>{v}</b>
            <span>{t(`stats.${k}`)}</span>
          </div>
        ))}
        <div className={styles.stat}>
          <b>{(rec.gf / total).toFixed(1)}</b>
          <span>{t('stats.perMatch')}</span>
        </div>
      </div>
    </section>
  );
}

/** The club screen; on /mobile/fifa-team/{honor,stats,lineup}/ only that part is shown. */
export default function FifaTeamPage() {
  const { t, i18n } = useTranslation('fifa');
  const { id, teamid } = useParams();
  const { pathname } = useLocation();
  const part = /\/mobile\/fifa-team\/(honor|stats|lineup)\//.exec(pathname)?.[1];
  const rec = teamRecord(tournament(), id ?? teamid ?? '');
  if (!rec) {
    return (
      <div className={styles.page}>
        {!part && <BackHeader title={t('title')} />}
        <EmptyState text={t('notFound')} />
      </div>
    );
  }
  if (part) {
    return (
      <div className={styles.page}>
        <div className={styles.body}>
          {part === 'honor' && <Honor rec={rec} />}
          {part === 'stats' && <Stats rec={rec} />}
          {part === 'lineup' && <LineupCard team={rec.team} />}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="fifa-team-page">
      <BackHeader title={t('title')} />
      <section className={styles.teamHead}>
        <Crest name={rec.team.name} size={64} />
        <h2>{clubName(rec.team, i18n.language)}</h2>
        <small className={styles.country}>{rec.team.country}</small>
        <span className={styles.stagePill}>{t(`stage.${rec.stage}`)}</span>
      </section>
      <div className={styles.body}>
        <Honor rec={rec} />
        <Stats rec={rec} />
        <LineupCard team={rec.team} />
      </div>
    </div>
  );
}
