// The live_play_ad pre-roll (common configuration): the operator's image over the player for its seconds
// (5 when unset), with a countdown; the picture starts when it ends or is skipped after it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePlayAd } from './types';
import styles from './live.module.css';

/** The pre-roll; `onDone` is called once when it ends. */
export function PreRoll({ ad, onDone }: { ad: LivePlayAd; onDone: () => void }) {
  const { t } = useTranslation('live');
  const total = Number(ad.seconds) > 0 ? Math.min(Number(ad.seconds), 60) : 5;
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onDone]);
  const image = <img src={ad.image} alt={t('ad')} className={styles.preRollImg} />;
  return (
    <div className={styles.preRoll} data-testid="pre-roll">
      {ad.link ? (
        <a href={ad.link} target="_blank" rel="noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
      <span className={styles.preRollTag}>{t('ad')}</span>
      <span className={styles.preRollCount} aria-live="polite">
        {t('adCountdown', { n: left })}
      </span>
    </div>
  );
}
