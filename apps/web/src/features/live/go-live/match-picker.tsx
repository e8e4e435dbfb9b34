// Picks the match of a live: today's matches that are live or still to come, live ones first. The saved match
// stays shown (and marked) when it has ended; `error` (the server's refusal) shows under the list.
import { isoDate, matchPhase } from '@tifo/sports';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateMatches } from '../../../data/queries/matches';
import { engineNow } from '../../../data/sports/server-clock';
import { useDisplayName } from '../../../data/sports/names';
import type { Match } from '../../../data/sports/types';
import { matchOptions } from './match-options';
import styles from './go-live.module.css';

/** A searchable list of today's unfinished matches; `value` is the chosen match id (0 none). */
export function MatchPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('live');
  const name = useDisplayName();
  const [filter, setFilter] = useState('');
  const today = useDateMatches(isoDate(engineNow()), 0);
  const { options, chosenEnded, chosenUnknown } = useMemo(
    () => matchOptions(today.data ?? [], value),
    [today.data, value],
  );
  // A refusal the server gave wins; before any, what the list itself knows of the saved match.
  const problem =
    error ||
    (chosenEnded
      ? t('goLive.matchEnded')
      : chosenUnknown && !today.isLoading
        ? t('goLive.matchNotToday')
        : '');
  const needle = filter.trim().toLowerCase();
  const label = (m: Match) => `${name(m.hometeam, true)} - ${name(m.awayteam, true)}`;
  const shown = needle
    ? options.filter((m) => `${label(m)} ${name(m.matchevent, true)}`.toLowerCase().includes(needle))
    : options;
  const shownWithChoice = chosenEnded && !shown.includes(chosenEnded) ? [chosenEnded, ...shown] : shown;
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
        {!today.isLoading && shownWithChoice.length === 0 && (
          <p className={styles.hint}>{t('goLive.noMatches')}</p>
        )}
        {shownWithChoice.slice(0, 60).map((m) => {
          const phase = matchPhase(m);
          const ended = phase === 'finished' || phase === 'other';
          const live = !ended && phase !== 'waiting';
          return (
            <button
              key={m.id}
              type="button"
              role="option"
              aria-selected={m.id === value}
              aria-invalid={m.id === value && !!problem}
              className={`${styles.option} ${m.id === value ? styles.optionOn : ''} ${ended ? styles.optionEnded : ''}`}
              onClick={() => onChange(m.id)}
              data-matchid={m.id}
            >
              <span className={styles.optionMain}>{label(m)}</span>
              <span className={live ? styles.optionLive : styles.optionSub}>
                {ended
                  ? `${t('goLive.ended')} ${m.home_score}-${m.away_score}`
                  : live
                    ? `${t('live')} ${m.home_score}-${m.away_score}`
                    : new Date(m.time * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                {' · '}
                {name(m.matchevent, true)}
              </span>
            </button>
          );
        })}
      </div>
      {problem && (
        <p className={styles.error} role="alert" data-testid="match-error">
          {problem}
        </p>
      )}
    </div>
  );
}
