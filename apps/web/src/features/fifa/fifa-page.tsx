// /fifa2025 and /mobile/fifa2025: the Club World Cup 2025 with the champion, group tables computed from the
// results, the knockout rounds and every match.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/back-header';
import { CwcMatchRow } from './cwc-match-row';
import { clubName } from './cwc-names';
import { Crest } from '../../components/crest';
import { TrophyIcon } from '../../components/icons';
import { KNOCKOUT_ROUNDS, teamRecord } from './cwc';
import { tournament } from './use-tournament';
import styles from './fifa.module.css';

type Tab = 'groups' | 'knockout' | 'matches';

/** The tournament screen. */
export default function FifaPage() {
  const { t, i18n } = useTranslation('fifa');
  const [tab, setTab] = useState<Tab>('groups');
  const data = tournament();
  const final = data.matches.find((m) => m.round === 'Final');
  const champion = final && final.winner ? (final.winner === 1 ? final.home : final.away) : null;
  const champRec = champion ? teamRecord(data, champion.id) : null;
  return (
    <div className={styles.page} data-testid="fifa-page">
      <BackHeader title={t('title')} />
      <section className={styles.banner}>
        <TrophyIcon size={64} />
        <div>
          <h2 className={styles.bannerTitle}>{t('title')}</h2>
          <p className={styles.bannerSub}>{t('subtitle')}</p>
          {champion && (
            <Link to={`/fifa-team/${champion.id}`} className={styles.champ} data-testid="champion">
              {t('champion')}: {clubName(champion, i18n.language)}
              {champRec && ` · ${champRec.won}-${champRec.drawn}-${champRec.lost}`}
            </Link>
          )}
        </div>
      </section>
      <nav className={styles.tabs} role="tablist">
        {(['groups', 'knockout', 'matches'] as Tab[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === tab}
            className={`${styles.tab} ${k === tab ? styles.tabOn : ''}`}
            onClick={() => setTab(k)}
          >
            {t(`tab.${k}`)}
          </button>
        ))}
      </nav>
      {tab === 'groups' && (
        <div className={styles.body}>
          {Object.entries(data.groups).map(([g, rows]) => (
            <section key={g} className={styles.card} data-testid="cwc-group">
              <h3 className={styles.cardTitle}>{t('group', { g })}</h3>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.teamCol}>{t('col.team')}</th>
                    <th>{t('col.p')}</th>
                    <th>{t('col.w')}</th>
                    <th>{t('col.d')}</th>
                    <th>{t('col.l')}</th>
                    <th>{t('col.gd')}</th>
                    <th>{t('col.pts')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    <tr key={r.team.id} className={i < 2 ? styles.qualified : ''}>
                      <td className={styles.teamCol}>
                        <Link to={`/fifa-team/${r.team.id}`} className={styles.tLink}>
                          <span className={styles.pos}>{i + 1}</span>
                          <Crest name={r.team.name} size={18} />
                          <span>{clubName(r.team, i18n.language)}</span>
                          <small className={styles.cc}>{r.team.country}</small>
                        </Link>
                      </td>
                      <td>{r.played}</td>
                      <td>{r.won}</td>
                      <td>{r.drawn}</td>
                      <td>{r.lost}</td>
                      <td>{r.gf - r.ga > 0 ? `+${r.gf - r.ga}` : r.gf - r.ga}</td>
                      <td className={styles.pts}>{r.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
          <p className={styles.legend}>
            <span className={styles.legendDot} /> {t('advance')}
          </p>
        </div>
      )}
      {tab === 'knockout' && (
        <div className={styles.body}>
          {[...KNOCKOUT_ROUNDS].reverse().map((round) => (
            <section key={round} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`round.${round}`)}</h3>
              {data.matches
                .filter((m) => m.round === round)
                .map((m) => (
                  <CwcMatchRow key={m.index} m={m} />
                ))}
            </section>
          ))}
        </div>
      )}
      {tab === 'matches' && (
        <div className={styles.body}>
          <section className={styles.card}>
            {[...data.matches]
              .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
              .map((m) => (
                <CwcMatchRow key={m.index} m={m} />
              ))}
          </section>
        </div>
      )}
    </div>
  );
}
