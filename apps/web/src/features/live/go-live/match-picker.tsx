// Picks the match of a live: today's matches that are live or still to come, live ones first.
import { isoDate, matchPhase } from '@tifo/sports';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateMatches } from '../../sports-data/queries';
import { engineNow } from '../../sports-data/server-clock';
import { useDisplayName } from '../../sports-data/names';
import type { Match } from '../../sports-data/types';
import styles from './go-live.module.css';

/** A searchable list of today's unfinished matches; `value` is the chosen match id (0 none). */
export function MatchPicker({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('live');
  const name = useDisplayName();
  const [filter, setFilter] = useState('');
  const today = useDateMatches(isoDate(engineNow()), 0);
  const options = useMemo(() => {
    const open = (today.data ?? []).filter((m) => {
      const phase = matchPhase(m);
      return phase === 'live' || phase === 'break' || phase === 'waiting';
    });
    const rank = (m: Match) => (matchPhase(m) === 'waiting' ? 1 : 0);
    return open.sort((a, b) => rank(a) - rank(b) || a.time - b.time);
  }, [today.data]);
  const needle = filter.trim().toLowerCase();
  const label = (m: Match) => `${name(m.hometeam, true)} - ${name(m.awayteam, true)}`;
  const shown = needle
    ? options.filter((m) => `${label(m)} ${name(m.matchevent, true)}`.toLowerCase().includes(needle))
    : options;
  return (
    <div className={styles.picker}>
      <input
        className={styles.input}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t('goLive.searchMatch')}
        aria-label={t('goLive.searchMatch')}
      />
      <div className={styles.options} role="listbox" data-testid="match-options">
        {today.isLoading && <p className={styles.hint}>{t('loading')}</p>}
        {!today.isLoading && shown.length === 0 && <p className={styles.hint}>{t('goLive.noMatches')}</p>}
        {shown.slice(0, 60).map((m) => {
          const live = matchPhase(m) !== 'waiting';
          return (
            <button
              key={m.id}
              type="button"
              role="option"
              aria-selected={m.id === value}
              className={`${styles.option} ${m.id === value ? styles.optionOn : ''}`}
              onClick={() => onChange(m.id)}
              data-matchid={m.id}
            >
              <span className={styles.optionMain}>{label(m)}</span>
              <span className={live ? styles.optionLive : styles.optionSub}>
                {live
                  ? `${t('live')} ${m.home_score}-${m.away_score}`
                  : new Date(m.time * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                {' · '}
                {name(m.matchevent, true)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
