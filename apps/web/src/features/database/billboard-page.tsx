// /database/billboard/:type: the hot-club billboards. football: the top three of each hot league;
// basketball: the NBA and CBA top ten by win rate, with win-rate bars; fifa: the national-team ranking.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { Crest } from '../../components/crest';
import { useHotBasketball, useHotFootball } from './queries';
import { useDisplayName } from '../../data/sports/names';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states';
import { FifaRankScreen } from './fifa-rank-screen';
import styles from './database.module.css';

type Group<T> = { key: number; title: string; logo?: string; rows: T[] };

function groupBy<T extends { competition: { id: number; logo?: string } }>(
  list: T[],
  title: (r: T) => string,
): Group<T>[] {
  const out = new Map<number, Group<T>>();
  for (const r of list) {
    const g = out.get(r.competition.id) ?? {
      key: r.competition.id,
      title: title(r),
      logo: r.competition.logo,
      rows: [],
    };
    g.rows.push(r);
    out.set(r.competition.id, g);
  }
  return [...out.values()];
}

/** The billboard screens: hot clubs per sport, or the national-team ranking. */
export default function BillboardPage() {
  const { type } = useParams();
  return type === 'fifa' ? <FifaRankScreen /> : <ClubBillboard type={type} />;
}

function ClubBillboard({ type }: { type: string | undefined }) {
  const { t } = useTranslation('database');
  const name = useDisplayName();
  const basketball = type === 'basketball';
  const fb = useHotFootball(!basketball);
  const bb = useHotBasketball(basketball);
  const q = basketball ? bb : fb;
  const known = type === 'football' || type === 'basketball';
  return (
    <div className={styles.page} data-testid="billboard-page">
      <BackHeader title={known ? t(`billboard.${type}`) : t('title')} />
      <div className={styles.body}>
        {!known ? (
          <EmptyState />
        ) : q.isLoading ? (
          <LoadingRows />
        ) : q.isError ? (
          <ErrorState onRetry={() => void q.refetch()} />
        ) : basketball ? (
          groupBy(bb.data ?? [], (r) => name(r.competition)).map((g) => (
            <section key={g.key} className={styles.card}>
              <h3 className={styles.boardTitle}>
                <Crest name={g.title} logo={g.logo} size={22} /> {g.title}
              </h3>
              {g.rows.map((r) => (
                <div key={r.team.id} className={styles.boardRow} data-testid="board-row">
                  <span className={`${styles.topRank} ${r.rank <= 3 ? styles[`medal${r.rank}`] : ''}`}>
                    {r.rank}
                  </span>
                  <Crest name={name(r.team)} logo={r.team.logo} size={26} />
                  <span className={styles.boardName}>{name(r.team, true)}</span>
                  <span className={styles.boardMeta}>
                    {r.won}-{r.lost}
                  </span>
                  <span className={styles.rate}>
                    <i style={{ width: `${r.win_rate * 100}%` }} />
                  </span>
                  <b>{(r.win_rate * 100).toFixed(1)}%</b>
                </div>
              ))}
            </section>
          ))
        ) : (
          groupBy(fb.data ?? [], (r) => name(r.competition)).map((g) => (
            <section key={g.key} className={styles.card}>
              <h3 className={styles.boardTitle}>
                <Crest name={g.title} logo={g.logo} size={22} /> {g.title}
              </h3>
              <div className={styles.podium}>
                {g.rows.map((r) => (
                  <div
                    key={r.team.id}
                    className={`${styles.step} ${styles[`step${r.rank}`]}`}
                    data-testid="board-row"
                  >
                    <Crest name={name(r.team)} logo={r.team.logo} size={r.rank === 1 ? 44 : 36} />
                    <span className={styles.boardName}>{name(r.team, true)}</span>
                    <b>{t('pts', { n: r.points })}</b>
                    <div className={styles.block}>{r.rank}</div>
                  </div>
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
