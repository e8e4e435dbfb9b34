// The text live of a match, newest first: minute, a coloured side marker and the line.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLive } from './queries';
import { EmptyState } from '../../components/states';
import styles from './text-live.module.css';

const SHOWN = 15;

/** The text-live section of the status tab. */
export function TextLive({ sportId, matchId }: { sportId: number; matchId: number }) {
  const { t } = useTranslation('matchDetail');
  const q = useTextLive(sportId, matchId);
  const [all, setAll] = useState(false);
  if (!q.data) return null;
  if (q.data.length === 0) return <EmptyState compact text={t('noTextLive')} />;
  const lines = [...q.data].reverse();
  return (
    <>
      <ol className={styles.list} data-testid="text-live">
        {(all ? lines : lines.slice(0, SHOWN)).map((l) => (
          <li key={l.id} className={styles[`side${l.side}`]}>
            <span className={styles.minute}>{l.minute}</span>
            <span className={styles.text}>{l.text}</span>
          </li>
        ))}
      </ol>
      {!all && lines.length > SHOWN && (
        <button type="button" className={styles.more} onClick={() => setAll(true)}>
          {t('showAll', { count: lines.length })}
        </button>
      )}
    </>
  );
}
